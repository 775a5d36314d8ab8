const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One check for an e-mail address, for the forms and the mock backend alike. */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
