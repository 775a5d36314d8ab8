/** Texts of the opportunities screens. */
export const opportunities = {};
