import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Handlers that make an element accept dropped files, and whether files are being dragged
 * over it (to show the target). Nested children fire their own enter/leave, hence the count.
 */
export const useDropZone = (onFiles: (files: File[]) => void, enabled = true) => {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setOver(false);
  };
  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      // Without this the browser opens the file instead of dropping it here.
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      reset();
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { over, handlers };
};
