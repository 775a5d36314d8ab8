import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { useServerSettings } from '../../api';
import type { ContestFile } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { checkFile, FILE_PROBLEM_MESSAGES, MATERIAL_RULE } from '../model/files';

/** Extra materials through the signed-URL flow (CONTRACT §7), kept in the form's `contestfiles`. */
export const useContestFiles = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const settings = useServerSettings();
  const { fields, append, remove } = useFieldArray({ name: 'contestfiles', keyName: 'rowKey' });
  const files = fields as unknown as (ContestFile & { rowKey: string })[];
  const [uploading, setUploading] = useState<string | null>(null);

  const add = async (file: File) => {
    const problem = checkFile(file, MATERIAL_RULE);
    if (problem) return notify(FILE_PROBLEM_MESSAGES[problem], { type: 'error' });
    if (files.some((existing) => existing.filename === file.name)) {
      return notify('app.files.duplicate_choose_another', { type: 'error' });
    }
    setUploading(file.name);
    try {
      const signed = await dataProvider.getSignedUpload(settings.contestFileSignedUrl, file);
      await dataProvider.uploadToStorage(signed, file);
      await dataProvider.notifyUploaded(
        settings.contestFileUploadedCallback,
        'contestfile',
        signed.key,
      );
      append({ key: signed.key, filename: file.name, size: file.size });
      notify('app.files.added', { type: 'success' });
    } catch {
      notify('app.error.generic', { type: 'error' });
    } finally {
      setUploading(null);
    }
  };

  const removeAt = async (index: number) => {
    try {
      await dataProvider.notifyDeleted(
        settings.contestFileDeletedCallback,
        'contestfile',
        files[index].key,
      );
      remove(index);
      notify('app.files.removed', { type: 'success' });
    } catch {
      notify('app.error.generic', { type: 'error' });
    }
  };

  return { files, uploading, add, removeAt };
};
