import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import type { OpportunityRow } from './schema';
import type { ColumnSpec } from '../../ui/list';
import { linkTo } from '../../ui/list/cells';
import { formatText } from '../../ui/format';

/** Text the sender typed, isolated: direction controls in it cannot reorder what is around it. */
const typed = (value: string) => (value ? <bdi>{value}</bdi> : value);

/** Columns of the opportunities list (seed 000 §3). */
export const opportunityColumns = (
  none: string,
  viewForm: string,
  basename: string,
): ColumnSpec<OpportunityRow>[] => [
  {
    id: 'firstName',
    width: '11%',
    cell: (row) => typed(row.firstName),
    csv: (row) => row.firstName,
  },
  {
    id: 'lastName',
    width: '11%',
    cell: (row) => typed(row.lastName),
    csv: (row) => row.lastName,
  },
  {
    id: 'email',
    width: '22%',
    cell: (row) => linkTo(row.userPath, typed(row.email)),
    csv: (row) => row.email,
  },
  {
    id: 'company',
    width: '15%',
    cell: (row) => typed(row.company),
    csv: (row) => row.company,
  },
  {
    id: 'output',
    width: '16%',
    cell: (row) => typed(row.output),
    csv: (row) => row.output,
  },
  {
    id: 'supervisorName',
    width: '13%',
    cell: (row) => row.supervisorName ?? none,
    csv: (row) => row.supervisorName ?? '',
  },
  {
    id: 'actions',
    width: '12%',
    cell: (row) =>
      linkTo(
        `${basename}/sales/opportunity/${row.id}`,
        viewForm,
        `${viewForm}: ${formatText(row.firstName)} ${formatText(row.lastName)}`,
      ),
  },
];

export const useOpportunityColumns = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return useMemo(
    () =>
      opportunityColumns(translate('app.none'), translate('app.opportunities.view_form'), basename),
    [translate, basename],
  );
};
