import { HttpResponse } from 'msw';
import { dbInfo } from '../../../mocks/db/database';
import {
  ageGroup,
  countedSolvers,
  demographicRows,
  hasMoneyWon,
  hasSubmittedSolutions,
} from '../../../mocks/db/demographics';
import { definePageMock } from '../../../mocks/resourceMock';
import { notFound, ok } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import {
  DEMOGRAPHIC_KINDS,
  demographicsCall,
  demographicsExportCall,
  demographicsTimestampCall,
  type DemographicKind,
} from './calls';
import { screens } from './route';

const isKind = (value: string): value is DemographicKind =>
  (DEMOGRAPHIC_KINDS as readonly string[]).includes(value);

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The export: one line per solver, narrowed by the flags and the countries chosen. */
const exportCsv = (query: URLSearchParams): string => {
  const now = dbInfo().now;
  const countries = query.getAll('countries[]');
  const flag = (name: string) => query.get(name) === 'true';
  const rows = countedSolvers().filter(
    (user) =>
      (!flag('with_submitted_solutions') || hasSubmittedSolutions(user)) &&
      (!flag('with_money_won') || hasMoneyWon(user)) &&
      (!flag('with_linkedin') || user.linkedin) &&
      (countries.length === 0 || countries.includes(user.country)),
  );
  const header = ['id', 'name', 'email', 'gender', 'age', 'ethnicity', 'country', 'linkedin'];
  const lines = rows.map((user) =>
    [
      user.id,
      user.name,
      user.email,
      user.gender,
      ageGroup(user.birthYear, now),
      user.ethnicity,
      user.country,
      user.linkedin,
    ]
      .map((cell) => csvCell(String(cell)))
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n');
};

/**
 * /admin/solvers/demographics/…: the timestamp and the export before `{kind}`, which would take
 * their names. The page's link is in the default menu's Students section (mocks/handlers/context.ts).
 */
export const mock = definePageMock(screens[0], {
  handlers: [
    // One hour before the seed's "now": the figures are computed by a nightly job on the real server.
    api.get(demographicsTimestampCall.path, () =>
      ok(new Date(dbInfo().now.getTime() - 3_600_000).toISOString()),
    ),
    api.get(demographicsExportCall.path, ({ query }) => {
      const date = dbInfo().now.toISOString().slice(0, 10);
      return new HttpResponse(exportCsv(query), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="solver-demographics-${date}.csv"`,
        },
      });
    }),
    api.get(demographicsCall.path, ({ params }) => {
      if (!isKind(params.kind)) return notFound('Demographic');
      return ok(demographicRows(params.kind, countedSolvers(), dbInfo().now));
    }),
  ],
});
