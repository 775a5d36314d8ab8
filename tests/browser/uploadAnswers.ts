import type { FaultRule } from '../../mocks/faults';

/** CONTRACT §4: the API's time-out in a production build (what a storage post must outlast). */
export const API_TIME_OUT_MS = 10_000;

/** The 2xx answers a real server may give an upload callback instead of the file (CONTRACT §7). */
export const DONE_ANSWERS: [string, Omit<FaultRule, 'path'>][] = [
  ['204, no body', { empty: true }],
  ['{}', { status: 200, body: {} }],
  ['{ data: {} }', { status: 200, body: { data: {} } }],
  ['{ data: null }', { status: 200, body: { data: null } }],
];
