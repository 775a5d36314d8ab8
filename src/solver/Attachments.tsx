import { Alert, Box, Button, List, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { AttachmentRules } from '../contract/solver';
import { acceptAttribute, formatBytes } from './fileRules';
import { FileRow } from './FileRow';
import { t } from './i18n';
import { useDropZone } from './useDropZone';
import type { UploadItem } from './useUploads';

interface AttachmentsProps {
  rules: AttachmentRules;
  items: UploadItem[];
  rejected: string[];
  onAdd: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
}

/**
 * The solution's files: picker or drop, with the challenge's type and size rules, progress per
 * file. After a removal focus goes to the next file (else the previous, else Add files).
 */
export const Attachments = ({ rules, items, rejected, onAdd, onRemove }: AttachmentsProps) => {
  const picker = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const removing = useRef<{ id: string; index: number } | null>(null);
  const { over, handlers } = useDropZone(onAdd);

  useEffect(() => {
    const pending = removing.current;
    if (!pending) return;
    const still = items.find((item) => item.id === pending.id);
    if (still?.status === 'removing') return;
    removing.current = null;
    // A failed removal keeps the file: its button is enabled again.
    const next = still ?? items[pending.index] ?? items[pending.index - 1];
    (next ? removeButtons.current.get(next.id) : addButton.current)?.focus();
  }, [items]);

  return (
    <Box
      {...handlers}
      role="group"
      aria-label={t('app.solver.files.title')}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
      }}
    >
      {rules.label && <Typography gutterBottom>{rules.label}</Typography>}
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {rules.extensions?.length
          ? t('app.solver.files.rules', {
              types: rules.extensions.join(', '),
              size: formatBytes(rules.maxBytes),
            })
          : t('app.solver.files.rules_any_type', { size: formatBytes(rules.maxBytes) })}
      </Typography>
      {/* A real button opening a hidden input: a <label> styled as a button is not keyboard-operable. */}
      <Button ref={addButton} variant="outlined" onClick={() => picker.current?.click()}>
        {t('app.solver.files.add')}
      </Button>
      <Typography component="span" variant="body2" sx={{ ml: 1.5, fontWeight: over ? 600 : 400 }}>
        {t(over ? 'app.solver.files.drop_now' : 'app.solver.files.drop_hint')}
      </Typography>
      <input
        ref={picker}
        hidden
        type="file"
        multiple
        tabIndex={-1}
        aria-label={t('app.solver.files.add')}
        accept={acceptAttribute(rules)}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {rejected.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {rejected.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('app.solver.files.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('app.solver.files.title')}>
          {items.map((item, index) => (
            <FileRow
              key={item.id}
              item={item}
              removeRef={(node) => {
                if (node) removeButtons.current.set(item.id, node);
                else removeButtons.current.delete(item.id);
              }}
              onRemove={(chosen) => {
                removing.current = { id: chosen.id, index };
                onRemove(chosen);
              }}
            />
          ))}
        </List>
      )}
    </Box>
  );
};
