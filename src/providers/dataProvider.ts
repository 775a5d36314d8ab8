import type { DataProvider } from 'react-admin';
import { http, type HttpClient } from '../api';
import { createCashoutReportMethods } from './methods/cashoutReport';
import { createCashoutMethods } from './methods/cashouts';
import { createCompanyMethods } from './methods/companies';
import { createContestMethods } from './methods/contests';
import { createDashboardMethods } from './methods/dashboard';
import { createDemographicsMethods } from './methods/demographics';
import { createResourceMethods } from './methods/resources';
import { createUploadMethods } from './methods/uploads';
import { createFormSelectMethods } from './formSelects';

/** react-admin's dataProvider: the resource table plus the typed custom calls of both seeds. */
export const createDataProvider = (client: HttpClient = http) =>
  ({
    ...createResourceMethods(client),
    supportAbortSignal: true,
    ...createDashboardMethods(client),
    ...createCashoutMethods(client),
    ...createCashoutReportMethods(client),
    ...createDemographicsMethods(client),
    ...createCompanyMethods(client),
    ...createContestMethods(client),
    ...createUploadMethods(client),
    ...createFormSelectMethods(client),
  }) satisfies DataProvider;

export type AppDataProvider = ReturnType<typeof createDataProvider>;

export const dataProvider = createDataProvider();
