/**
 * The solver entry's first requests (the challenge, a solution), which every page's entry
 * carries: so only these two paths are here. The POSTs the flow sends without parsing a body
 * schema are in ./solverPostEndpoints.ts, which only the solver's chunks load. The call objects
 * in ./solver.ts take their paths from both.
 */
export const challengeEndpoint = '/contests/{slug}';
export const solutionEndpoint = '/solutions/{id}';
