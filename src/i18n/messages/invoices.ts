/** Texts of the invoices screens. */
export const invoices = {};
