/** Texts of the cashouts screens. */
export const cashouts = {};
