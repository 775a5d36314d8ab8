import { Stack, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { ListPagination } from '../../ui/list';
import { logLoadError } from '../../ui/logLoadError';
import { filtersKey, REPORT_LIST_DEFAULTS } from './filters';
import { ReportFilterForm } from './ReportFilterForm';
import { ReportToolbar } from './ReportToolbar';
import { SummaryCards } from './SummaryCards';
import { useExpansion } from './useExpansion';
import { cashoutReportRoute } from './route';
import { UserCards } from './UserCards';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';
import { useListViews, type ListViewsApi, type ListViewsConfig } from '../../ui/views/useListViews';
import { ViewControls } from '../../ui/views/ViewControls';
import { REPORT_SORT_FIELDS } from '../../contract';
import { PERSEVERANCE_FILTERS } from '../../contract/fixedLists';
import { REPORT_USER_COLUMNS } from './exportCsv';

const ReportPage = ({ views }: { views: ListViewsApi }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { isExpanded, toggle, expandAll, collapseAll } = useExpansion(filtersKey(filterValues));
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate(cashoutReportRoute.titleKey)} />
      <ViewControls
        views={views}
        columnLabels={REPORT_COLUMN_LABELS}
        heading={
          <Typography variant="h4" component="h1">
            {translate(cashoutReportRoute.titleKey)}
          </Typography>
        }
      />
      <ReportFilterForm onApplied={collapseAll} />
      <SectionBoundary>
        <SummaryCards />
      </SectionBoundary>
      {/* Null while the staff member's stored columns are being read: the cards wait for them. */}
      <ReportToolbar onExpandAll={expandAll} onCollapseAll={collapseAll} columns={views.shown} />
      <SectionBoundary>
        <UserCards isExpanded={isExpanded} onToggle={toggle} columns={views.shown} />
      </SectionBoundary>
      <ListPagination />
    </Stack>
  );
};

/**
 * The users' load failure shows only 'Failed to load users data' with Retry (UserCards) and is
 * logged: replacing onError turns off react-admin's own toast (seed 000 §8).
 */
const QUERY_OPTIONS = {
  onError: (error: unknown) => logLoadError(`GET ${cashoutReportRoute.endpoint}`, error),
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What a view of the report may name: the user list's columns, the four filters, the sorts. */
const VIEWS_CONFIG: ListViewsConfig = {
  list: cashoutReportRoute.name,
  shape: {
    columns: REPORT_USER_COLUMNS,
    filters: {
      q: (value) => value.trim() !== '',
      date_from: isDay,
      date_to: isDay,
      perseverance_filter: (value) => PERSEVERANCE_FILTERS.some((known) => known === value),
    },
    sortFields: [REPORT_LIST_DEFAULTS.sort.field, ...REPORT_SORT_FIELDS],
  },
  defaults: REPORT_LIST_DEFAULTS,
};

const REPORT_COLUMN_LABELS: Record<string, string> = Object.fromEntries(
  REPORT_USER_COLUMNS.map((id) => [
    id,
    id === 'email' ? 'app.views.report_email' : `app.cashoutReport.users.${id}`,
  ]),
);

/** Cashout Report (seed 000 §2): the list of resource `cashout-report-users`. */
const List = () => {
  const views = useListViews(VIEWS_CONFIG);
  return (
    <ListBase
      resource={cashoutReportRoute.name}
      perPage={REPORT_LIST_DEFAULTS.perPage}
      sort={REPORT_LIST_DEFAULTS.sort}
      queryOptions={QUERY_OPTIONS}
    >
      <ReportPage views={views} />
    </ListBase>
  );
};

export default List;
export { firstQueries } from './queries';
