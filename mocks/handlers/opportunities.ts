import type { HttpHandler } from 'msw';
import type { Opportunity } from '../../src/contract';
import type { OpportunityRow as ListRow } from '../../src/resources/opportunities/schema';
import { opportunities, type OpportunityRow } from '../db/opportunities';
import { invalid, matchesSearch, notFound, ok, paginated, readPage } from '../respond';
import { api } from '../route';
import { DEFAULT_CONTEXT } from './context';

/** The client's account page; none for a request from someone without an account. */
const userPath = (row: OpportunityRow) =>
  row.userId === null ? undefined : `/users/${row.userId}`;

const toListRow = (row: OpportunityRow): ListRow => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  userPath: userPath(row),
  company: row.payload.company,
  output: row.payload.challengeOutput,
  supervisorName: row.supervisorName,
});

const toOpportunity = (row: OpportunityRow): Opportunity => ({
  id: row.id,
  email: row.email,
  userPath: userPath(row),
  challenger: { firstName: row.firstName, lastName: row.lastName },
  supervisor: row.supervisorName ? { fullName: row.supervisorName } : null,
  payload: row.payload,
});

/** The signed-in staff member, who claims with Assign to me. */
const currentStaffName = () => DEFAULT_CONTEXT.user?.name ?? 'Staff member';

/** /admin/sales/…: opportunities newest first, searchable; claim sets the supervisor. */
export const opportunitiesHandlers: HttpHandler[] = [
  api.get('/admin/sales/opportunities', ({ query }) => {
    const term = query.get('search');
    const rows = opportunities()
      .filter((row) =>
        matchesSearch(
          term,
          row.firstName,
          row.lastName,
          row.email,
          row.payload.company,
          row.payload.challengeOutput,
          row.supervisorName,
        ),
      )
      .sort((a, b) => b.id - a.id);
    return paginated(rows, readPage(query), toListRow);
  }),
  api.get('/admin/sales/opportunity/:id', ({ params }) => {
    const row = opportunities().get(params.id);
    return row ? ok(toOpportunity(row)) : notFound('Opportunity');
  }),
  api.post('/admin/sales/claim', ({ body }) => {
    const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
    if (id === undefined || id === null || id === '') return invalid({ id: ["can't be blank"] });
    const row = opportunities().get(String(id));
    if (!row) return notFound('Opportunity');
    const updated = opportunities().update(row.id, { supervisorName: currentStaffName() });
    return ok({ supervisor: { fullName: updated?.supervisorName ?? currentStaffName() } });
  }),
];
