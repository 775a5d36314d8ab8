import { isApiError } from '../api/errors';

/**
 * The message of a failed call: the client's own for a transport failure (time-out, network,
 * not JSON, wrong shape), else the screen's fallback from the seeds' catalogue.
 */
export const transportOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.kind !== 'http' ? error.message : fallback;
