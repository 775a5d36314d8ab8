import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { isApiError, useServerSettings } from '../../api';
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

/** The file on its way to storage, and how much of it has left (0..1). */
export interface Uploading {
  name: string;
  progress: number;
}

const REMOVED_MESSAGES: Record<MaterialRemoval, string> = {
  delete_now: 'app.files.removed',
  delete_after_save: 'app.challengeForm.files.removed_on_save',
  detach: 'app.challengeForm.files.detached',
};

/**
 * Extra materials through the signed-URL flow (CONTRACT §7), kept in the form's `contestfiles`.
 * A refused file (type, size, a name already there) is said at once beside the control
 * (`problem`), not in a toast that waits behind 'File has been added'.
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
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const controller = useRef<AbortController | null>(null);
  // A form left while a file is on its way: the post stops with it.
  useEffect(() => () => controller.current?.abort(), []);

  const add = async (file: File) => {
    const fault = checkFile(file, MATERIAL_RULE);
    if (fault) return refuse(translate(FILE_PROBLEM_MESSAGES[fault]));
    if (files.some((existing) => !existing._destroy && existing.filename === file.name)) {
      return refuse(translate('app.files.duplicate_choose_another'));
    }
    clear();
    const running = new AbortController();
    controller.current = running;
    setUploading({ name: file.name, progress: 0 });
    try {
      const signed = await dataProvider.getSignedUpload(
        settings.contestFileSignedUrl,
        file,
        running.signal,
      );
      // The storage post is no API call (CONTRACT §7): progress, Cancel, its own time-outs.
      await dataProvider.uploadToStorage(signed, file, {
        signal: running.signal,
        onProgress: (progress) => setUploading({ name: file.name, progress }),
      });
      await dataProvider.notifyUploaded(
        settings.contestFileUploadedCallback,
        'contestfile',
        signed.key,
      );
      append({ key: signed.key, filename: file.name, size: file.size });
      notify('app.files.added', { type: 'success' });
    } catch (error) {
      // Cancelled by the author: nothing went wrong.
      if (running.signal.aborted) return;
      // A storage post given up says why, in place (the seed's toast says only that it failed).
      if (isApiError(error) && error.kind === 'timeout')
        refuse(
          `${translate('app.upload.failed', { name: file.name })} ${translate(error.message)}`,
        );
      notify('app.error.generic', { type: 'error' });
    } finally {
      if (controller.current === running) controller.current = null;
      setUploading(null);
    }
  };

  const cancel = () => controller.current?.abort();

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
    // so, and the file is deleted once that save succeeded.
    if (removal === 'delete_after_save') {
      const { rowKey: _rowKey, ...kept } = files[index];
      update(index, { ...kept, _destroy: true });
    } else remove(index);
    notify(REMOVED_MESSAGES[removal], { type: 'success' });
  };

  return { files, uploading, add, cancel, removeAt, problem };
};

/**
 * Deletes from storage the materials a reset drops (a type change to one without Extra
 * Materials): those uploaded on this form; a loaded challenge's own files are only detached, as
 * when the author removes them one by one. A failed deletion leaves a file no challenge lists,
 * which harms nothing.
 */
export const useDropMaterials = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useServerSettings();
  const { mode, loadedFileKeys } = useFormShell();
  return (before: readonly ContestFile[] = [], after: readonly ContestFile[] = []) => {
    const kept = new Set(after.map((file) => file.key));
    const dropped = before.filter(
      (file) =>
        !kept.has(file.key) &&
        materialRemoval(file.key, { mode, loadedKeys: loadedFileKeys }) === 'delete_now',
    );
    return Promise.all(
      dropped.map((file) =>
        dataProvider
          .notifyDeleted(settings.contestFileDeletedCallback, 'contestfile', file.key)
          .catch(() => undefined),
      ),
    );
  };
};
