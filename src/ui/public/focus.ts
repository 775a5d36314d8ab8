const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea, select, button:not([disabled])';

/**
 * Focuses the first field marked invalid inside `root` (in page order): the field itself, or
 * the first control of an invalid group. Returns whether something took focus.
 */
export const focusFirstInvalid = (root: HTMLElement | null): boolean => {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(FOCUSABLE)
    ? invalid
    : (invalid.querySelector<HTMLElement>(`:is(${FOCUSABLE}):checked`) ??
      invalid.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
  return Boolean(target);
};
