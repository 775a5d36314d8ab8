/**
 * The endpoints that the public pages' code reaches without a schema, so that zod stays out of
 * their chunks: the server context (every page's first request, the console's too) and the
 * challenge request's one POST. The call objects (./context.ts, ./challengeRequest.ts) take
 * their paths from here; the console's are in ./endpoints.ts, the solver's in
 * ./solverEndpoints.ts, which the other areas never load.
 */
export const PUBLIC_ENDPOINTS = {
  context: '/admin/context',
  challengeRequest: '/sales/opportunities',
} as const;
