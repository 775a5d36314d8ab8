import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { storageTrouble, type StorageTrouble } from '../storage/browserStorage';

/** Said once per page, whichever screen meets it first (and across the console's remounts). */
const said = new Set<StorageTrouble>();

/**
 * Says once that what staff keep in this browser (views, columns, drafts, the decision log) is
 * kept for this page only, when the storage is full or refused. An unreadable value is said where
 * it was kept (the views' note, the decision log's), not here.
 */
export const StorageNotice = () => {
  const notify = useNotify();
  useEffect(() => {
    const say = (trouble: StorageTrouble) => {
      if (trouble === 'corrupt' || said.has(trouble)) return;
      said.add(trouble);
      notify(`app.storage.${trouble}`, { type: 'warning', autoHideDuration: 10000 });
    };
    storageTrouble.seen().forEach(say);
    return storageTrouble.subscribe(say);
  }, [notify]);
  return null;
};
