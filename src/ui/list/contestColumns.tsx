import { useMemo } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import type { ContestListRow } from '../../contract/contestList';
import { formatDate, formatList, formatText } from '../format';
import type { ColumnSpec } from './columns';
import { linkTo } from './cells';

type Row = ContestListRow;

/** Columns of Challenge Drafts and Challenge Search, the same in both (seed 000 §3). */
export const contestListColumns = (
  yes: string,
  no: string,
  edit: string,
  clone: string,
  basename: string,
): ColumnSpec<Row>[] => {
  const contestPath = (row: Row, action: 'edit' | 'clone') =>
    `${basename}/contests/${encodeURIComponent(row.slug)}/${action}`;
  return [
    {
      id: 'title',
      width: '19%',
      cell: (row) => linkTo(row.titlePath, row.title),
      csv: (row) => row.title,
    },
    {
      id: 'company',
      width: '11%',
      cell: (row) => linkTo(row.companyPath, row.company),
      csv: (row) => row.company,
    },
    {
      id: 'contact',
      width: '8%',
      cell: (row) => row.contact,
      csv: (row) => row.contact,
    },
    {
      id: 'launchDate',
      width: '9%',
      cell: (row) => formatDate(row.launchDate),
      csv: (row) => formatDate(row.launchDate),
    },
    {
      id: 'majorCategory',
      width: '10%',
      cell: (row) => row.majorCategory,
      csv: (row) => row.majorCategory,
    },
    {
      id: 'tags',
      width: '10%',
      cell: (row) => formatList(row.tags),
      csv: (row) => formatList(row.tags),
    },
    {
      id: 'hidden',
      width: '9%',
      cell: (row) => (row.hidden ? yes : no),
      csv: (row) => (row.hidden ? yes : no),
    },
    {
      id: 'manager',
      width: '12%',
      cell: (row) => row.manager,
      csv: (row) => row.manager,
    },
    {
      id: 'actions',
      width: '12%',
      cell: (row) => (
        <span className="actions">
          {linkTo(contestPath(row, 'edit'), edit, `${edit} ${formatText(row.title)}`)}
          {linkTo(contestPath(row, 'clone'), clone, `${clone} ${formatText(row.title)}`)}
        </span>
      ),
    },
  ];
};

export const useContestListColumns = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return useMemo(
    () =>
      contestListColumns(
        translate('app.yes'),
        translate('app.no'),
        translate('app.contestLists.actions.edit'),
        translate('app.contestLists.actions.clone'),
        basename,
      ),
    [translate, basename],
  );
};
