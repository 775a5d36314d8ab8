/** Seed 001 §5/§9: file checks of the image inputs and the extra materials. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const IMAGE_RULE = {
  extensions: ['png', 'jpg', 'jpeg'],
  types: ['image/png', 'image/jpeg'],
};
export const EDITOR_IMAGE_RULE = {
  extensions: ['jpeg', 'jpg', 'png', 'gif', 'tif', 'tiff'],
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/tiff'],
};
export const MATERIAL_RULE = {
  extensions: ['doc', 'docx', 'pdf'],
  types: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
  ],
};

export type FileProblem = 'wrong_type' | 'too_large';

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The name's extension decides (browsers leave `type` empty for some files); then the size. */
export const checkFile = (
  file: { name: string; type: string; size: number },
  rule: { extensions: string[]; types: string[] },
): FileProblem | null => {
  const knownType = file.type === '' || rule.types.includes(file.type);
  if (!rule.extensions.includes(extension(file.name)) || !knownType) return 'wrong_type';
  if (file.size > MAX_FILE_BYTES) return 'too_large';
  return null;
};

export const acceptOf = (rule: { extensions: string[]; types: string[] }) =>
  [...rule.extensions.map((ext) => `.${ext}`), ...rule.types].join(',');

export const FILE_PROBLEM_MESSAGES: Record<FileProblem, string> = {
  wrong_type: 'app.files.wrong_type',
  too_large: 'app.files.too_large',
};

/**
 * What removing an extra material from the form does to the stored file:
 * one uploaded in this form is no saved challenge's file and goes at once; one the edited
 * challenge holds goes only after a successful save (`ui.removed_files`); one a clone inherited
 * is the original's and is only detached.
 */
export type MaterialRemoval = 'delete_now' | 'delete_after_save' | 'detach';

export const materialRemoval = (
  key: string,
  { mode, loadedKeys }: { mode: 'create' | 'edit' | 'clone'; loadedKeys: readonly string[] },
): MaterialRemoval =>
  !loadedKeys.includes(key) ? 'delete_now' : mode === 'edit' ? 'delete_after_save' : 'detach';

/** Keys of the materials marked removed (edit): their files go once the save succeeded. */
export const removedMaterials = (files: readonly { key: string; _destroy?: unknown }[] = []) =>
  files.filter((file) => file._destroy === true).map((file) => file.key);
