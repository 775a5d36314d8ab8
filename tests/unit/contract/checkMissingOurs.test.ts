import { describe, expect, it } from 'vitest';
import { runContractCheck } from '../../../src/contract-tools/check';
import { missingOurs } from '../../../src/contract-tools/missingOurs';
import { opportunitySchema } from '../../../src/contract/opportunities';
import { opportunityRowSchema } from '../../../src/resources/opportunities/schema';
import { contestListRowSchema } from '../../../src/contract/contestList';
import * as z from 'zod/mini';
import { rubricCriterionSchema } from '../../../src/contract/contest';

const opportunity = {
  email: 'ada@example.com',
  challenger: { firstName: 'Ada', lastName: 'Lovelace' },
  supervisor: null,
  payload: Object.fromEntries(
    Object.keys(opportunitySchema.shape.payload.shape).map((key) => [key, 'x']),
  ),
};
const opportunityRow = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical',
  output: 'Report',
  supervisorName: null,
};

/** A server that answers the opportunities without our fields, and nothing else. */
const fakeFetch = (async (input: string | URL | Request) => {
  const url = String(input);
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  if (url.includes('/admin/sales/opportunities?'))
    return json({
      data: [opportunityRow],
      meta: { pagination: { currentCount: 1, totalCount: 1 } },
    });
  if (url.endsWith('/admin/sales/opportunity/7')) return json({ data: opportunity });
  return new Response('not here', { status: 404 });
}) as typeof fetch;

describe('contract:check and fields of ours', () => {
  it('lists the fields of ours an answer left out, by path', () => {
    const row = opportunityRowSchema.parse(opportunityRow);
    expect(missingOurs(z.array(opportunityRowSchema), [row])).toEqual(['data[].userPath']);
    expect(missingOurs(opportunitySchema, opportunitySchema.parse(opportunity))).toEqual([
      'data.id',
      'data.userPath',
    ]);
    const full = { ...opportunityRow, userPath: '/users/7' };
    expect(missingOurs(z.array(opportunityRowSchema), [full])).toEqual([]);
  });

  it('reads a field of ours in a form it cannot use as missing too', () => {
    const row = contestListRowSchema.parse({
      slug: 's',
      title: 't',
      titlePath: { not: 'a path' },
      company: 'c',
      contact: 'k',
      launchDate: null,
      majorCategory: 'm',
      tags: [],
      hidden: false,
      manager: 'n',
    });
    expect(missingOurs(contestListRowSchema, row)).toEqual([
      'data.id',
      'data.titlePath',
      'data.companyPath',
    ]);
  });

  it('tells one of alternate keys (the rubric colours) only when none of them came', () => {
    const criterion = {
      name: 'Quality',
      short_name: 'Q',
      chart_type: 'bar',
      weight: 1,
      scale: [],
    };
    const read = (value: unknown) =>
      missingOurs(rubricCriterionSchema, rubricCriterionSchema.parse(value));
    expect(read({ ...criterion, colors: ['#123456'] })).toEqual([]);
    expect(read({ ...criterion, colour_codes: ['#123456'] })).toEqual([]);
    expect(read(criterion)).toEqual(['data.colour_codes']);
  });

  it('reports a missing field of ours as ok, never as a mismatch', async () => {
    const lines: string[] = [];
    await runContractCheck({
      base: 'https://api.example/api/v1',
      fetch: fakeFetch,
      log: (line) => lines.push(line),
    });
    expect(lines).toContain(
      'GET /admin/sales/opportunities?page=1&limit=25: ok (missing optional: data[].userPath)',
    );
    expect(lines).toContain(
      'GET /admin/sales/opportunity/7: ok (missing optional: data.id, data.userPath)',
    );
    expect(lines.filter((line) => line.includes('mismatch'))).toEqual([]);
  });
});
