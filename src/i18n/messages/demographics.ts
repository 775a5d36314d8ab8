/** Texts of the demographics screens. */
export const demographics = {};
