import { isEmail } from '../contract/email';

/** react-admin's validator with the console's one e-mail check (an empty value is `required`'s). */
export const validEmail = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && !isEmail(value)
    ? 'app.validation.email'
    : undefined;
