import type { AttachmentRules } from '../contract/solver';

/** The catalogue key of why a file may not be attached, or null (seed 001 §5 file drop texts). */
export const fileProblem = (
  file: { name: string; size: number },
  rules: AttachmentRules,
): string | null => {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  // Without a list of extensions (ours) any type is offered; the server judges it.
  if (rules.extensions && !rules.extensions.includes(extension)) return 'app.files.wrong_type';
  if (file.size > rules.maxBytes) return 'app.files.too_large';
  return null;
};

/** `.pdf,.docx,…` for the file picker. */
export const acceptAttribute = (rules: AttachmentRules) =>
  (rules.extensions ?? []).map((extension) => `.${extension}`).join(',');

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
