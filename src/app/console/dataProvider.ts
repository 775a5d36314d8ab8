import { http } from '../../api';
import { createDataProvider } from '../../providers/dataProvider';
import { LIST_SCREENS } from '../screens/lookup';

/** The console's dataProvider, over the list resources the app declares. */
export const dataProvider = createDataProvider(http, LIST_SCREENS);
