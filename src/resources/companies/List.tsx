import type { CompanyRow } from '../../contract';
import { ResourceList } from '../../ui/list';
import { companyColumns } from './columns';

const CompaniesList = () => (
  <ResourceList<CompanyRow> resource="companies" columns={companyColumns} exportName="companies" />
);

export default CompaniesList;
