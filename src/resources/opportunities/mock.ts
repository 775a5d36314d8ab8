import type { Opportunity } from '../../contract';
import { opportunities, type OpportunityRow } from '../../../mocks/db/opportunities';
import { SIGNED_IN_ADMIN, users } from '../../../mocks/db/people';
import { defineMock } from '../../../mocks/resourceMock';
import { invalid, matchesSearch, notFound, ok, paginated, readPage } from '../../../mocks/respond';
import { api } from '../../../mocks/route';
import { opportunitiesRoute } from './route';
import type { OpportunityRow as ListRow } from './schema';
import { claimOpportunityCall } from './calls';

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

/** The account the e-mail matched, by its own name: never the name the sender typed. */
const challengerOf = (row: OpportunityRow): Opportunity['challenger'] => {
  const account = row.userId === null ? undefined : users().get(row.userId);
  return account ? { firstName: account.firstName, lastName: account.lastName } : null;
};

const toOpportunity = (row: OpportunityRow): Opportunity => ({
  id: row.id,
  email: row.email,
  userPath: userPath(row),
  challenger: challengerOf(row),
  supervisor: row.supervisorName ? { fullName: row.supervisorName } : null,
  payload: row.payload,
});

/** The signed-in staff member, who claims with Assign to me. */
const currentStaffName = () => `${SIGNED_IN_ADMIN.firstName} ${SIGNED_IN_ADMIN.lastName}`;

/** Opportunities newest first, searchable; the detail; claim sets the supervisor. */
export const mock = defineMock(opportunitiesRoute, {
  list: ({ query }) => {
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
  },
  handlers: [
    api.get('/admin/sales/opportunity/:id', ({ params }) => {
      const row = opportunities().get(params.id);
      return row ? ok(toOpportunity(row)) : notFound('Opportunity');
    }),
    api.post(claimOpportunityCall.path, ({ body }) => {
      const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
      if (id === undefined || id === null || id === '') return invalid({ id: ["can't be blank"] });
      const row = opportunities().get(String(id));
      if (!row) return notFound('Opportunity');
      const updated = opportunities().update(row.id, { supervisorName: currentStaffName() });
      return ok({ supervisor: { fullName: updated?.supervisorName ?? currentStaffName() } });
    }),
  ],
  menu: { label: 'Opportunities', at: 1 },
});
