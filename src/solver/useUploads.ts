import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadToStorage } from '../api/storageUpload';
import type { SolutionFile, SolutionFormObject } from '../contract/solver';
import { solverApi } from './api';
import { reasonOf } from './errors';
import { fileProblem } from './fileRules';
import { t } from './i18n';
import { storedFileName } from '../ui/text';

export interface UploadItem {
  id: string;
  filename: string;
  size: number;
  /** 0..1 */
  progress: number;
  status: 'uploading' | 'done' | 'failed' | 'removing';
  key?: string;
  error?: string;
}

let sequence = 0;
const fromSaved = (file: SolutionFile): UploadItem => ({
  id: file.key,
  key: file.key,
  filename: storedFileName(file),
  size: file.size ?? 0,
  progress: 1,
  status: 'done',
});

/** signed_url → direct upload (with progress) → uploaded_callback; removal → deleted_callback. */
export const useUploads = (slug: string, form: SolutionFormObject) => {
  const [items, setItems] = useState<UploadItem[]>(() => form.files.map(fromSaved));
  const [rejected, setRejected] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const upload = useCallback(
    async (file: File, id: string) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const signed = await solverApi.signedUrl(form.fileSignedUploadUrl, {
          contest_slug: slug,
          filename: file.name,
          content_type: file.type,
          size: file.size,
        });
        patch(id, { key: signed.key });
        await uploadToStorage(signed, file, {
          onProgress: (progress) => patch(id, { progress }),
          signal: controller.signal,
        });
        await solverApi.uploaded(signed.key);
        patch(id, { status: 'done', progress: 1 });
      } catch (error) {
        if (!controller.signal.aborted)
          patch(id, {
            status: 'failed',
            error: `${t('app.upload.failed', { name: file.name })} ${reasonOf(error)}`,
          });
      } finally {
        controllers.current.delete(id);
      }
    },
    [form.fileSignedUploadUrl, slug],
  );

  const add = (files: File[]) => {
    const problems: string[] = [];
    // Seed 000 §8: a file name already attached is refused (failed uploads may be tried again).
    const names = new Set(
      items.filter((item) => item.status !== 'failed').map((item) => item.filename),
    );
    for (const file of files) {
      const problem = names.has(file.name)
        ? 'app.files.duplicate_choose_another'
        : fileProblem(file, form.attachments);
      if (problem) {
        problems.push(`${file.name}: ${t(problem)}`);
        continue;
      }
      names.add(file.name);
      sequence += 1;
      const id = `upload-${sequence}`;
      setItems((current) => [
        ...current,
        { id, filename: file.name, size: file.size, progress: 0, status: 'uploading' },
      ]);
      void upload(file, id);
    }
    setRejected(problems);
  };

  const remove = async (item: UploadItem) => {
    controllers.current.get(item.id)?.abort();
    if (item.status === 'done' && item.key) {
      patch(item.id, { status: 'removing' });
      try {
        await solverApi.deleted(item.key);
      } catch (error) {
        patch(item.id, { status: 'done', error: reasonOf(error) });
        return;
      }
    }
    setItems((current) => current.filter((entry) => entry.id !== item.id));
  };

  const keys = items.filter((item) => item.status === 'done' && item.key).map((item) => item.key!);
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'removing');
  return { items, rejected, add, remove, keys, busy };
};
