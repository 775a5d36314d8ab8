/** Texts of the solver screens. */
export const solver = {};
