import { http } from '../../api';
import { createDataProvider } from '../../providers/dataProvider';
import { RESOURCES } from '../screens/resources';

/** The console's dataProvider, over the list resources the app declares. */
export const dataProvider = createDataProvider(http, RESOURCES);
