import { describe, expect, it } from 'vitest';
import { storedFileName } from '../../../src/ui/text';

describe('the name a stored file is shown under', () => {
  it.each([
    [{ key: 'contestfiles/a1/brief.pdf', filename: 'Brief v2.pdf' }, 'Brief v2.pdf'],
    [{ key: 'contestfiles/a1/brief.pdf' }, 'brief.pdf'],
    [{ key: 'contestfiles/a1/Brief%20v2%20(final).pdf', filename: ' ' }, 'Brief v2 (final).pdf'],
    [{ key: 'solutionfiles/x/100%.pdf', filename: null }, '100%.pdf'],
    [{ key: 'plain.docx', filename: { unexpected: 'object' } }, 'plain.docx'],
  ])('%o → %s', (file, name) => {
    expect(storedFileName(file)).toBe(name);
  });
});
