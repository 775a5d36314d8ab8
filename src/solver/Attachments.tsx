import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import type { AttachmentRules } from '../contract';
import { acceptAttribute, formatBytes } from './fileRules';
import { t } from './i18n';
import type { UploadItem } from './useUploads';

interface AttachmentsProps {
  rules: AttachmentRules;
  items: UploadItem[];
  rejected: string[];
  onAdd: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
}

const FileRow = ({
  item,
  onRemove,
}: {
  item: UploadItem;
  onRemove: (item: UploadItem) => void;
}) => (
  <ListItem
    disableGutters
    secondaryAction={
      <IconButton
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
        aria-label={t('app.solver.files.uploading', { name: item.filename })}
      />
    )}
  </ListItem>
);

/** The solution's files: picker with the challenge's type and size rules, progress per file. */
export const Attachments = ({ rules, items, rejected, onAdd, onRemove }: AttachmentsProps) => {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box>
      {rules.label && <Typography gutterBottom>{rules.label}</Typography>}
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('app.solver.files.rules', {
          types: rules.extensions.join(', '),
          size: formatBytes(rules.maxBytes),
        })}
      </Typography>
      {/* A real button opening a hidden input: a <label> styled as a button is not keyboard-operable. */}
      <Button variant="outlined" onClick={() => picker.current?.click()}>
        {t('app.solver.files.add')}
      </Button>
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
        <Alert severity="error" sx={{ mt: 1 }}>
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
          {items.map((item) => (
            <FileRow key={item.id} item={item} onRemove={onRemove} />
          ))}
        </List>
      )}
    </Box>
  );
};
