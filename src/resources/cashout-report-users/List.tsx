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

const ReportPage = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { isExpanded, toggle, expandAll, collapseAll } = useExpansion(filtersKey(filterValues));
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate(cashoutReportRoute.titleKey)} />
      <Typography variant="h4" component="h1">
        {translate(cashoutReportRoute.titleKey)}
      </Typography>
      <ReportFilterForm onApplied={collapseAll} />
      <SectionBoundary>
        <SummaryCards />
      </SectionBoundary>
      <ReportToolbar onExpandAll={expandAll} onCollapseAll={collapseAll} />
      <SectionBoundary>
        <UserCards isExpanded={isExpanded} onToggle={toggle} />
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

/** Cashout Report (seed 000 §2): the list of resource `cashout-report-users`. */
const List = () => (
  <ListBase
    resource={cashoutReportRoute.name}
    perPage={REPORT_LIST_DEFAULTS.perPage}
    sort={REPORT_LIST_DEFAULTS.sort}
    queryOptions={QUERY_OPTIONS}
  >
    <ReportPage />
  </ListBase>
);

export default List;
