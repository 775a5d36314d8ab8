import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SECTION_KEYS,
  type SectionKey,
  type SectionTable,
} from '../../src/challenge-form/model/sectionKeys';
import { SECTION_DEFS, SECTIONS } from '../../src/challenge-form/model/sections';
import { VALIDATORS } from '../../src/challenge-form/schema';
import type { SectionValidator } from '../../src/challenge-form/schema/types';
// Type only: the components' keys are checked by tsc without loading the form's UI.
import type { SECTION_COMPONENTS } from '../../src/challenge-form/sections/registry';

// tsc checks the expectTypeOf and @ts-expect-error lines of this file (tsconfig includes tests/).
describe('the challenge form tables are keyed by SectionKey', () => {
  it('each table has an entry for every section and no other key', () => {
    expectTypeOf<keyof typeof SECTION_DEFS>().toEqualTypeOf<SectionKey>();
    expectTypeOf<keyof typeof VALIDATORS>().toEqualTypeOf<SectionKey>();
    expectTypeOf<keyof typeof SECTION_COMPONENTS>().toEqualTypeOf<SectionKey>();
    expect(Object.keys(SECTION_DEFS).sort()).toEqual([...SECTION_KEYS].sort());
    expect(Object.keys(VALIDATORS).sort()).toEqual([...SECTION_KEYS].sort());
  });

  it('shows the sections in the order of SECTION_KEYS', () => {
    expect(SECTIONS.map((section) => section.key)).toEqual(SECTION_KEYS);
  });

  it('refuses a table with a misspelt or a missing key', () => {
    const { title, ...withoutTitle } = VALIDATORS;
    // @ts-expect-error: 'titel' is not a section key.
    const misspelt = { ...withoutTitle, titel: title } satisfies SectionTable<unknown>;
    // @ts-expect-error: the title section has no entry.
    const missing = withoutTitle satisfies SectionTable<SectionValidator | null>;
    expect(Object.keys(misspelt)).not.toContain('title');
    expect(Object.keys(missing)).not.toContain('title');
  });
});
