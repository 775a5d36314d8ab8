/** What a mail server takes in a local part without quotes (RFC 5321 dot-atom). */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A host label: letters and digits, inner hyphens, at most 63 characters. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
/** A top-level domain: letters, or an encoded (xn--) name. */
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[A-Za-z0-9-]{1,59})$/u;

/**
 * One check for an e-mail address, for every form and the mock backend alike:
 * it refuses what a mail server would (`foo@bar..com`, a leading or doubled
 * dot, a host without a top-level domain, parts over their lengths), not only a missing `@`.
 */
export const isEmail = (value: string): boolean => {
  const text = value.trim();
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!)
  );
};
