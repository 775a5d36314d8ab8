/** A newcomer follows the README's solver link on the mock backend: its challenge exists there. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findChallenge } from '../../../mocks/db/solverScenarios';
import { mockControl } from '../../../mocks/node';

const README = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
const SLUGS = [...README.matchAll(/\/challenges\/([a-z0-9-]+)/g)].map((match) => match[1]);

describe("the README's solver links", () => {
  beforeAll(() => mockControl.reset());

  it('name at least one challenge', () => {
    expect(SLUGS.length).toBeGreaterThan(0);
  });

  it.each(SLUGS)('/challenges/%s is served by the mock backend', (slug) => {
    expect(findChallenge(slug)?.slug).toBe(slug);
  });
});
