/** Texts of the contestLists screens. */
export const contestLists = {};
