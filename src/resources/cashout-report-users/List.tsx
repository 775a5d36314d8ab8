import { Stack, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../providers/listQuery';
import { ListPagination } from '../../ui/list';
import { filtersKey } from './filters';
import { ReportFilterForm } from './ReportFilterForm';
import { ReportToolbar } from './ReportToolbar';
import { NO_SORT } from './SortControls';
import { SummaryCards } from './SummaryCards';
import { useExpansion } from './useExpansion';
import { UserCards } from './UserCards';
import { SectionBoundary } from '../../ui/boundary/SectionBoundary';

const ReportPage = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { isExpanded, toggle, expandAll, collapseAll } = useExpansion(filtersKey(filterValues));
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('app.menu.cashout_report')} />
      <Typography variant="h4" component="h1">
        {translate('app.menu.cashout_report')}
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

/** Cashout Report (seed 000 §2): the list of resource `cashout-report-users`. */
const List = () => (
  <ListBase resource="cashout-report-users" perPage={DEFAULT_PAGE_SIZE} sort={NO_SORT}>
    <ReportPage />
  </ListBase>
);

export default List;
