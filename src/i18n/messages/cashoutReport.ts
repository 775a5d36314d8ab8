/** Texts of the cashoutReport screens. */
export const cashoutReport = {};
