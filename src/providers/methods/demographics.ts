import { parseData, parseRows, type HttpClient } from '../../api';
import type { DemographicKind, DemographicsExportOptions, Query } from '../../contract';
import { callName, callPath } from '../../contract/call';
import {
  demographicRowSchema,
  demographicsCall,
  demographicsExportCall,
  demographicsTimestampCall,
} from '../../contract/demographics';

/** Flags always sent as true/false; `countries[]` once per chosen country (CONTRACT §4). */
const exportQuery = (options: DemographicsExportOptions): Query => ({
  with_submitted_solutions: options.with_submitted_solutions,
  with_money_won: options.with_money_won,
  with_linkedin: options.with_linkedin,
  countries: options.countries,
});

/** The export is a link the browser can follow (CONTRACT §2): API base + /admin/solvers/demographics/export. */
export const demographicsExportUrl = (client: HttpClient, options: DemographicsExportOptions) =>
  client.url(demographicsExportCall.path, exportQuery(options));

export const createDemographicsMethods = (client: HttpClient) => ({
  getDemographicsTimestamp: async (signal?: AbortSignal) =>
    parseData(
      callName(demographicsTimestampCall),
      demographicsTimestampCall.answer,
      (await client.get(demographicsTimestampCall.path, { signal })).data,
    ),
  getDemographics: async (kind: DemographicKind, signal?: AbortSignal) => {
    const path = callPath(demographicsCall, { kind });
    const { data } = await client.get(path, { signal });
    return parseRows(`GET ${path}`, demographicRowSchema, data, { id: 'value' });
  },
  demographicsExportUrl: (options: DemographicsExportOptions) =>
    demographicsExportUrl(client, options),
  /** The same export fetched as a file, so the page can show it is busy and report a failure. */
  downloadDemographicsExport: (options: DemographicsExportOptions, signal?: AbortSignal) =>
    client.download(demographicsExportCall.path, { query: exportQuery(options), signal }),
});
