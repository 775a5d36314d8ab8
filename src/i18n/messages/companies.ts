/** Texts of the companies screens. */
export const companies = {};
