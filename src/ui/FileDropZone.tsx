import { Alert, Box, Typography } from '@mui/material';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

interface FileDropZoneProps {
  /** The first dropped file; the caller runs the same checks as its picker. */
  onFile: (file: File) => void;
  /** Texts, already translated: beside the picker, and while a file is dragged over. */
  hint: string;
  dropHere: string;
  disabled?: boolean;
  /** A problem with the last file chosen or dropped, shown at once beside the control. */
  problem?: DropProblem | null;
  /** The picker (the keyboard path) and what it shows. */
  children: ReactNode;
}

/** A new `key` for each refusal, so the same message twice is announced twice. */
export interface DropProblem {
  text: string;
  key: number;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A file picker that also takes a dropped file (seed 001 §5 'File drop'), with a visible drop
 * target while a file is dragged over it. The problem is an inline alert, not a toast: a toast
 * waits behind any open one. No react-admin here, so any area may use it.
 */
export const FileDropZone = ({
  onFile,
  hint,
  dropHere,
  disabled,
  problem,
  children,
}: FileDropZoneProps) => {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the file has left.
  const depth = useRef(0);
  const over = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  return (
    <Box
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={over}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'transparent',
        p: 1.5,
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {children}
        <Typography variant="body2" color="text.secondary">
          {dragging ? dropHere : hint}
        </Typography>
      </Box>
      {problem && (
        <Alert key={problem.key} severity="error" role="alert" sx={{ mt: 1 }}>
          {problem.text}
        </Alert>
      )}
    </Box>
  );
};

/** The problem state of a drop zone: `refuse(text)` shows a message, `clear()` hides it. */
export const useDropProblem = () => {
  const [problem, setProblem] = useState<DropProblem | null>(null);
  return {
    problem,
    refuse: (text: string) => setProblem((last) => ({ text, key: (last?.key ?? 0) + 1 })),
    clear: () => setProblem(null),
  };
};
