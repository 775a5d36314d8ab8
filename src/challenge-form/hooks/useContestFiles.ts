import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { useServerSettings } from '../../api';
import type { ContestFile } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useDropProblem } from '../../ui/FileDropZone';
import { checkFile, FILE_PROBLEM_MESSAGES, MATERIAL_RULE } from '../model/files';

/**
 * Extra materials through the signed-URL flow (CONTRACT §7), kept in the form's `contestfiles`.
 * A refused file (type, size, a name already there) is said at once beside the control
 * (`problem`), not in a toast that waits behind 'File has been added' (issue 14 item 14).
 */
export const useContestFiles = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const settings = useServerSettings();
  const { problem, refuse, clear } = useDropProblem();
  const { fields, append, remove } = useFieldArray({ name: 'contestfiles', keyName: 'rowKey' });
  const files = fields as unknown as (ContestFile & { rowKey: string })[];
  const [uploading, setUploading] = useState<string | null>(null);

  const add = async (file: File) => {
    const fault = checkFile(file, MATERIAL_RULE);
    if (fault) return refuse(translate(FILE_PROBLEM_MESSAGES[fault]));
    if (files.some((existing) => existing.filename === file.name)) {
      return refuse(translate('app.files.duplicate_choose_another'));
    }
    clear();
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

  return { files, uploading, add, removeAt, problem };
};
