/** Texts of the supportTools screens. */
export const supportTools = {};
