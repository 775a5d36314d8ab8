/**
 * The paths the solver flow posts to without parsing a body schema (its drafts, solutions and
 * the file callbacks), so those schemas stay out of its chunk; apart from ./solverEndpoints.ts
 * so that the entry, which every page loads, never carries them.
 */
export const solutionDraftsEndpoint = '/solution_drafts';
export const solutionsEndpoint = '/solutions';
export const solutionFileUploadedEndpoint = '/solutionfiles/uploaded_callback';
export const solutionFileDeletedEndpoint = '/solutionfiles/deleted_callback';
