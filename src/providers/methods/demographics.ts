import { parseData, parseRows, type HttpClient } from '../../api';
import type { DemographicKind, DemographicsExportOptions, Query } from '../../contract';
import { demographicRowSchema, demographicsTimestampSchema } from '../../contract/demographics';

const EXPORT_PATH = '/admin/solvers/demographics/export';

/** Flags always sent as true/false; `countries[]` once per chosen country (CONTRACT §4). */
const exportQuery = (options: DemographicsExportOptions): Query => ({
  with_submitted_solutions: options.with_submitted_solutions,
  with_money_won: options.with_money_won,
  with_linkedin: options.with_linkedin,
  countries: options.countries,
});

/** The export is a link the browser can follow (CONTRACT §2): API base + /admin/solvers/demographics/export. */
export const demographicsExportUrl = (client: HttpClient, options: DemographicsExportOptions) =>
  client.url(EXPORT_PATH, exportQuery(options));

export const createDemographicsMethods = (client: HttpClient) => ({
  getDemographicsTimestamp: async (signal?: AbortSignal) =>
    parseData(
      'GET /admin/solvers/demographics/timestamp',
      demographicsTimestampSchema,
      (await client.get('/admin/solvers/demographics/timestamp', { signal })).data,
    ),
  getDemographics: async (kind: DemographicKind, signal?: AbortSignal) => {
    const path = `/admin/solvers/demographics/${kind}`;
    const { data } = await client.get(path, { signal });
    return parseRows(`GET ${path}`, demographicRowSchema, data, { id: 'value' });
  },
  demographicsExportUrl: (options: DemographicsExportOptions) =>
    demographicsExportUrl(client, options),
  /** The same export fetched as a file, so the page can show it is busy and report a failure. */
  downloadDemographicsExport: (options: DemographicsExportOptions, signal?: AbortSignal) =>
    client.download(EXPORT_PATH, { query: exportQuery(options), signal }),
});
