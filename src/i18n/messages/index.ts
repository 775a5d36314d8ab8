import { cashoutReport } from './cashoutReport';
import { cashouts } from './cashouts';
import { challengeForm } from './challengeForm';
import { common } from './common';
import { companies } from './companies';
import { contestLists } from './contestLists';
import { dashboard } from './dashboard';
import { demographics } from './demographics';
import { invoices } from './invoices';
import { menu } from './menu';
import { opportunities } from './opportunities';
import { pages } from './pages';
import { palette } from './palette';
import { supportTools } from './supportTools';
import { views } from './views';

/** The console's English catalogue: every text of the seeds, under `app.*`. */
export const appMessages = {
  ...common,
  menu,
  dashboard,
  cashouts,
  cashoutReport,
  demographics,
  companies,
  invoices,
  opportunities,
  supportTools,
  contestLists,
  challengeForm,
  palette,
  views,
  pages,
};
