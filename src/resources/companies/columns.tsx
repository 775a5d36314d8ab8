import type { CompanyRow } from '../../contract';
import type { ColumnSpec } from '../../ui/list';

export const companyColumns: ColumnSpec<CompanyRow>[] = [
  { id: 'name', width: '60%', cell: (row) => row.name, csv: (row) => row.name },
  { id: 'industry', width: '40%', cell: (row) => row.industry, csv: (row) => row.industry },
];
