/** Texts of the dashboard screens. */
export const dashboard = {};
