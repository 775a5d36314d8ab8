/**
 * The server context's path: every page's first request (the console's too), so the entry
 * carries it, and this module holds nothing else. The challenge request's POST is in
 * ./challengeRequestEndpoint.ts (its page holds no zod, so it cannot take the call object's);
 * the console's paths are in ./endpoints.ts, the solver's in ./solverEndpoints.ts.
 */
export const contextEndpoint = '/admin/context';
