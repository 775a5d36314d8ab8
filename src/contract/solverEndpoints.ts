/**
 * The solver flow's endpoints, for its code that sends without parsing a body schema (its entry's
 * first request, the drafts and solutions it posts), so those schemas stay out of its chunk. The
 * call objects in ./solver.ts take their paths from here.
 */
export const SOLVER_ENDPOINTS = {
  challenge: '/contests/{slug}',
  solution: '/solutions/{id}',
  drafts: '/solution_drafts',
  solutions: '/solutions',
  fileUploaded: '/solutionfiles/uploaded_callback',
  fileDeleted: '/solutionfiles/deleted_callback',
} as const;
