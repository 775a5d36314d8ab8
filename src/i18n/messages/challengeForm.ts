/** Texts of the challengeForm screens. */
export const challengeForm = {};
