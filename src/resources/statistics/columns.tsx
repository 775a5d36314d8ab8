import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ContestStatisticsRow } from './schema';
import { formatCount, formatText } from '../../ui/format';
import type { ColumnSpec } from '../../ui/list';
import { linkTo } from '../../ui/list/cells';

type CountField =
  'pageViewsCount' | 'solutionsCount' | 'draftsCount' | 'newSolversCount' | 'repeatSolversCount';
const COUNTS: CountField[] = [
  'pageViewsCount',
  'solutionsCount',
  'draftsCount',
  'newSolversCount',
  'repeatSolversCount',
];

/** Columns of Challenge Statistics (seed 000 §3); the title links to the challenge's dashboard. */
export const statisticsColumns = (
  yes: string,
  no: string,
  dashboard: string,
): ColumnSpec<ContestStatisticsRow>[] => [
  {
    id: 'title',
    width: '22%',
    cell: (row) => linkTo(row.dashboardPath, row.title, `${formatText(row.title)} ${dashboard}`),
    csv: (row) => row.title,
  },
  {
    id: 'company',
    width: '12%',
    cell: (row) => row.company,
    csv: (row) => row.company,
  },
  {
    id: 'managerEmail',
    width: '18%',
    cell: (row) => row.managerEmail,
    csv: (row) => row.managerEmail,
  },
  {
    id: 'complete',
    width: '7%',
    cell: (row) => (row.complete ? yes : no),
    csv: (row) => (row.complete ? yes : no),
  },
  {
    id: 'reviewed',
    width: '7%',
    cell: (row) => (row.reviewed ? yes : no),
    csv: (row) => (row.reviewed ? yes : no),
  },
  ...COUNTS.map((field): ColumnSpec<ContestStatisticsRow> => ({
    id: field,
    width: '6.8%',
    align: 'right',
    cell: (row) => formatCount(row[field]),
    csv: (row) => row[field],
  })),
];

export const useStatisticsColumns = () => {
  const translate = useTranslate();
  return useMemo(
    () =>
      statisticsColumns(
        translate('app.yes'),
        translate('app.no'),
        translate('app.contestLists.dashboard_of'),
      ),
    [translate],
  );
};
