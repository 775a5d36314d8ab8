import { describe, expect, it } from 'vitest';
import type { ChallengeAccess } from '../../src/contract';
import { domainBlock, reserveBlock } from '../../src/solver/accessRules';

type Rule = ChallengeAccess['permissions'][number];
const domain = (permission_type: Rule['permission_type'], criteria: Rule['criteria']) => ({
  permissions: [{ category: 'domain' as const, permission_type, criteria }],
});

describe('domainBlock: what the page can judge from the e-mail address', () => {
  it('tells an address outside an inclusion list, in any spelling of the list', () => {
    expect(domainBlock(domain('inclusion', '.edu'), 'cara@gmail.com')).toEqual({
      reason: 'domain_inclusion',
      criteria: '.edu',
    });
    expect(domainBlock(domain('inclusion', ['@Stanford.edu', 'mit.edu']), 'x@gmail.com')).toEqual({
      reason: 'domain_inclusion',
      criteria: 'stanford.edu, mit.edu',
    });
  });

  it('lets in an address the inclusion list names: the domain itself, subdomains, any case', () => {
    expect(domainBlock(domain('inclusion', '.edu'), 'ben@umich.edu')).toBeNull();
    expect(domainBlock(domain('inclusion', 'stanford.edu'), 'ava@cs.Stanford.EDU')).toBeNull();
    expect(domainBlock(domain('inclusion', 'stanford.edu, mit.edu'), 'dev@mit.edu')).toBeNull();
    // `fakestanford.edu` is not under stanford.edu.
    expect(domainBlock(domain('inclusion', 'stanford.edu'), 'x@fakestanford.edu')).toEqual({
      reason: 'domain_inclusion',
      criteria: 'stanford.edu',
    });
  });

  it('tells an address an exclusion list names, and lets others in', () => {
    expect(domainBlock(domain('exclusion', 'gmail.com'), 'cara@gmail.com')).toEqual({
      reason: 'domain_exclusion',
      criteria: 'gmail.com',
    });
    expect(domainBlock(domain('exclusion', 'gmail.com'), 'ben@umich.edu')).toBeNull();
    expect(domainBlock(domain('exclusion', 'gmail.com'), 'x@notgmail.com')).toBeNull();
  });

  it('leaves to the server what it cannot read clearly', () => {
    // An entry that is no plain domain: the rule may mean more than the page understands.
    expect(domainBlock(domain('inclusion', '*.ac.uk'), 'x@gmail.com')).toBeNull();
    expect(domainBlock(domain('inclusion', '.edu, universities'), 'x@gmail.com')).toBeNull();
    expect(domainBlock(domain('inclusion', ''), 'x@gmail.com')).toBeNull();
    // An address without a readable domain.
    expect(domainBlock(domain('inclusion', '.edu'), 'no-address')).toBeNull();
    expect(domainBlock(domain('inclusion', '.edu'), 'x@')).toBeNull();
    // Location rules are not judged (the page does not know where the solver is).
    expect(
      domainBlock(
        {
          permissions: [
            { category: 'location', permission_type: 'inclusion', criteria: ['Canada'] },
          ],
        },
        'x@gmail.com',
      ),
    ).toBeNull();
  });

  it('comes after closed, full and signed out in reserveBlock', () => {
    const access: ChallengeAccess = {
      target: 'everybody',
      ...domain('exclusion', 'gmail.com'),
      strict: false,
      privacy: 'public',
      requireRegistered: false,
      firstTimeRestricted: false,
      capEnabled: false,
      capLimit: null,
      spotsLeft: null,
    };
    const now = Date.parse('2026-06-01T00:00:00Z');
    const viewer = { name: 'C', email: 'cara@gmail.com' };
    expect(reserveBlock({ deadline: null, access, viewer }, now)).toEqual({
      reason: 'domain_exclusion',
      criteria: 'gmail.com',
    });
    expect(reserveBlock({ deadline: '2026-05-01T00:00:00Z', access, viewer }, now)?.reason).toBe(
      'closed',
    );
    expect(reserveBlock({ deadline: null, access, viewer: null }, now)?.reason).toBe('signed_out');
  });
});
