import { IconButton, LinearProgress, ListItem, ListItemText } from '@mui/material';
import type { Ref } from 'react';
import { formatBytes } from './fileRules';
import { t } from './i18n';
import type { UploadItem } from './useUploads';

/** One attached file: name, size or progress, and its Remove button. */
export const FileRow = ({
  item,
  onRemove,
  removeRef,
}: {
  item: UploadItem;
  onRemove: (item: UploadItem) => void;
  removeRef: Ref<HTMLButtonElement>;
}) => (
  <ListItem
    disableGutters
    secondaryAction={
      <IconButton
        ref={removeRef}
        edge="end"
        aria-label={t('app.solver.files.remove', { name: item.filename })}
        onClick={() => onRemove(item)}
        disabled={item.status === 'removing'}
      >
        <span aria-hidden>✕</span>
      </IconButton>
    }
    sx={{ display: 'block', pr: 6 }}
  >
    <ListItemText
      primary={item.filename}
      secondary={
        item.error ??
        `${formatBytes(item.size)} · ${item.status === 'done' ? t('app.solver.files.uploaded') : `${Math.round(item.progress * 100)}%`}`
      }
      slotProps={{ secondary: { color: item.error ? 'error' : 'text.secondary' } }}
    />
    {item.status === 'uploading' && (
      <LinearProgress
        variant="determinate"
        value={Math.round(item.progress * 100)}
        aria-label={t('app.upload.uploading', { name: item.filename })}
      />
    )}
  </ListItem>
);
