import type { HttpClient } from '../../api';
import type { DemographicKind, DemographicRow, DemographicsExportOptions } from '../../contract';

export const createDemographicsMethods = (client: HttpClient) => ({
  getDemographicsTimestamp: async (signal?: AbortSignal) =>
    (await client.get<string>('/admin/solvers/demographics/timestamp', { signal })).data,
  getDemographics: async (kind: DemographicKind, signal?: AbortSignal) =>
    (await client.get<DemographicRow[]>(`/admin/solvers/demographics/${kind}`, { signal })).data,
  /** The export is a link the browser follows (CONTRACT §2): API base + /admin/solvers/demographics/export. */
  demographicsExportUrl: (options: DemographicsExportOptions) =>
    client.url('/admin/solvers/demographics/export', {
      with_submitted_solutions: options.with_submitted_solutions,
      with_money_won: options.with_money_won,
      with_linkedin: options.with_linkedin,
      countries: options.countries,
    }),
});
