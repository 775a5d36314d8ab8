import type { HttpClient } from '../../api';
import type {
  DemographicKind,
  DemographicRow,
  DemographicsExportOptions,
  Query,
} from '../../contract';

const EXPORT_PATH = '/admin/solvers/demographics/export';

/** Flags always sent as true/false; `countries[]` once per chosen country (CONTRACT §4). */
const exportQuery = (options: DemographicsExportOptions): Query => ({
  with_submitted_solutions: options.with_submitted_solutions,
  with_money_won: options.with_money_won,
  with_linkedin: options.with_linkedin,
  countries: options.countries,
});

export const createDemographicsMethods = (client: HttpClient) => ({
  getDemographicsTimestamp: async (signal?: AbortSignal) =>
    (await client.get<string>('/admin/solvers/demographics/timestamp', { signal })).data,
  getDemographics: async (kind: DemographicKind, signal?: AbortSignal) =>
    (await client.get<DemographicRow[]>(`/admin/solvers/demographics/${kind}`, { signal })).data,
  /** The export is a link the browser can follow (CONTRACT §2): API base + /admin/solvers/demographics/export. */
  demographicsExportUrl: (options: DemographicsExportOptions) =>
    client.url(EXPORT_PATH, exportQuery(options)),
  /** The same export fetched as a file, so the page can show it is busy and report a failure. */
  downloadDemographicsExport: (options: DemographicsExportOptions, signal?: AbortSignal) =>
    client.download(EXPORT_PATH, { query: exportQuery(options), signal }),
});
