import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';

/**
 * react-admin's AutocompleteInput whose list opens only when staff ask for it (a click on the
 * field, a key, typing), not on focus: a failed submit focuses the first invalid field, and a
 * list opened then lies under the pointer of a double click, whose second click would choose an
 * option nobody chose (docs/decisions.md, "A list opens only when asked").
 */
export const ChoiceAutocomplete = (props: AutocompleteInputProps) => (
  <AutocompleteInput openOnFocus={false} {...props} />
);
