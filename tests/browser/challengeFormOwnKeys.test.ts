import { describe, expect, it } from 'vitest';
import { contests } from '../../mocks/db/contests';
import { section } from './challengeFormFill';
import { useBrowserSuite } from './harness';

/** `{ [key]: value }` as an own property, as JSON.parse makes it. */
const withKey = (key: string, value: unknown): Record<string, unknown> =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>;

/** A stored challenge whose fields the console does not know are named like Object's own. */
describe('keys of server JSON are data, through the form in Chromium', () => {
  const suite = useBrowserSuite();

  it('an edit sends back __proto__ and constructor fields, in the record and the rubric', async () => {
    const row = contests().find((contest) => contest.status === 'draft')!;
    const scheme = row.contest_evaluation_scheme!;
    const rubric = { ...scheme.evaluation_rubric, ...withKey('__proto__', { kept: true }) };
    contests().update(row.id, {
      ...withKey('__proto__', 'top'),
      ...withKey('constructor', 'builder'),
      contest_evaluation_scheme: { ...scheme, evaluation_rubric: rubric },
    });
    const page = await suite.open(`/admin/contests/${row.slug}/edit`);
    const title = section(page, 'title').getByLabel('Title');
    await title.fill(`${await title.inputValue()} (edited)`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request successfull').waitFor();
    const body = suite.mock.journal.find('POST', '/admin/contests').at(-1)!.body as [
      string,
      unknown,
    ][];
    expect(body).toContainEqual(['__proto__', 'top']);
    expect(body).toContainEqual(['constructor', 'builder']);
    const sentRubric = body.find(
      ([name]) => name === 'contest_evaluation_scheme[evaluation_rubric]',
    )![1];
    expect(String(sentRubric)).toContain('"__proto__":{"kept":true}');
    const saved = contests().get(row.id)! as unknown as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(saved, '__proto__')?.value).toBe('top');
  });
});
