import { createRoot } from 'react-dom/client';
import {
  Admin,
  Datagrid,
  List,
  NumberField,
  Resource,
  TextField,
  type DataProvider,
} from 'react-admin';

/**
 * The benchmark's reference: react-admin 5 as its docs show it, one resource, a <List> and a
 * <Datagrid> of 25 rows, from a local fake API that answers at once (tests/bench/oneResource.ts).
 */
const dataProvider = {
  getList: async (resource: string, params: { pagination?: { page: number; perPage: number } }) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const response = await fetch(`/api/${resource}?page=${page}&perPage=${perPage}`);
    const body = (await response.json()) as { data: { id: number }[]; total: number };
    return { data: body.data, total: body.total };
  },
} as unknown as DataProvider;

const PostList = () => (
  <List>
    <Datagrid bulkActionButtons={false}>
      <NumberField source="id" />
      <TextField source="title" />
      <TextField source="author" />
      <TextField source="status" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="posts" list={PostList} />
  </Admin>,
);
