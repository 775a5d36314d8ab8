import { describe, expect, it } from 'vitest';
import { createRng } from '../../../mocks/db/random';
import { users } from '../../../mocks/db/people';
import { companies, teams } from '../../../mocks/db/companies';
import { PERSONAS } from '../../../mocks/db/solverPersonas';
import { mockControl } from '../../../mocks/node';

const draw = (seed: string | number) => {
  const rng = createRng(seed);
  return [rng.next(), rng.int(1, 6), rng.pick(['a', 'b', 'c']), rng.chance(0.5)];
};

describe('the seeded generator and the seed', () => {
  it('draws the same sequence for the same seed, another for another seed', () => {
    expect(draw('users:300')).toEqual(draw('users:300'));
    expect(draw(42)).toEqual(draw(42));
    expect(draw('users:300')).not.toEqual(draw('users:301'));
  });

  it('keeps ints within bounds', () => {
    const rng = createRng(7);
    const values = Array.from({ length: 2000 }, () => rng.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
  });

  it('builds the same tables after a reset, whatever order they are read in', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    mockControl.reset({ now });
    const first = { users: users().all().slice(0, 50), teams: teams().all() };
    mockControl.reset({ now });
    const secondTeams = teams().all();
    expect(users().all().slice(0, 50)).toEqual(first.users);
    expect(secondTeams).toEqual(first.teams);
    expect(companies().size).toBeGreaterThan(0);
  });

  it('sizes the seed by the scale knob (the named personas come on top)', () => {
    const personas = Object.keys(PERSONAS).length;
    mockControl.reset({ scale: 50 });
    expect(users().filter((user) => user.role === 'solver')).toHaveLength(50 + personas);
    expect(mockControl.info().scale).toBe(50);
    mockControl.reset({ scale: 500 });
    expect(users().filter((user) => user.role === 'solver')).toHaveLength(500 + personas);
  });
});
