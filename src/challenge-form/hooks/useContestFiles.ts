import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { useServerSettings } from '../../api';
import type { ContestFile } from '../../contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useDropProblem } from '../../ui/FileDropZone';
import {
  checkFile,
  FILE_PROBLEM_MESSAGES,
  MATERIAL_RULE,
  materialRemoval,
  type MaterialRemoval,
} from '../model/files';
import { useFormShell } from './formShell';

const REMOVED_MESSAGES: Record<MaterialRemoval, string> = {
  delete_now: 'app.files.removed',
  delete_after_save: 'app.challengeForm.files.removed_on_save',
  detach: 'app.challengeForm.files.detached',
};

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
  const { fields, append, remove, update } = useFieldArray({
    name: 'contestfiles',
    keyName: 'rowKey',
  });
  const { mode, loadedFileKeys } = useFormShell();
  const files = fields as unknown as (ContestFile & { rowKey: string; _destroy?: boolean })[];
  const [uploading, setUploading] = useState<string | null>(null);

  const add = async (file: File) => {
    const fault = checkFile(file, MATERIAL_RULE);
    if (fault) return refuse(translate(FILE_PROBLEM_MESSAGES[fault]));
    if (files.some((existing) => !existing._destroy && existing.filename === file.name)) {
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
    const { key } = files[index];
    const removal = materialRemoval(key, { mode, loadedKeys: loadedFileKeys });
    if (removal === 'delete_now') {
      try {
        await dataProvider.notifyDeleted(settings.contestFileDeletedCallback, 'contestfile', key);
      } catch {
        return notify('app.error.generic', { type: 'error' });
      }
    }
    // A saved challenge's file is marked and hidden, like a saved row (seed 001 §4): the save says
    // so, and the file is deleted once that save succeeded (issue 23 item 3).
    if (removal === 'delete_after_save') {
      const { rowKey: _rowKey, ...kept } = files[index];
      update(index, { ...kept, _destroy: true });
    } else remove(index);
    notify(REMOVED_MESSAGES[removal], { type: 'success' });
  };

  return { files, uploading, add, removeAt, problem };
};
