import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileChooseButton } from '../../ui/FileChooseButton';
import { FileDropZone } from '../../ui/FileDropZone';
import { useContestFiles } from '../hooks/useContestFiles';
import { acceptOf, MATERIAL_RULE } from '../model/files';
import { storedFileName } from '../../ui/text';

export const FilesSection = () => {
  const translate = useTranslate();
  const { files, uploading, add, cancel, removeAt, problem } = useContestFiles();
  return (
    <>
      <List dense aria-label={translate('app.challengeForm.sections.files')}>
        {files.map((file, index) =>
          file._destroy ? null : (
            <ListItem
              key={file.rowKey}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('app.challengeForm.files.remove', {
                    name: storedFileName(file),
                  })}
                  onClick={() => void removeAt(index)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={storedFileName(file)} />
            </ListItem>
          ),
        )}
      </List>
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2">
              {translate('app.challengeForm.files.uploading', { name: uploading.name })}{' '}
              {Math.round(uploading.progress * 100)}%
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(uploading.progress * 100)}
              aria-label={translate('app.upload.uploading', { name: uploading.name })}
            />
          </Box>
          <Button
            size="small"
            onClick={cancel}
            aria-label={translate('app.upload.cancel', { name: uploading.name })}
          >
            {translate('app.cancel')}
          </Button>
        </Box>
      )}
      <FileDropZone
        onFile={(file) => void add(file)}
        hint={translate('app.files.drop_hint')}
        dropHere={translate('app.files.drop_here')}
        disabled={Boolean(uploading)}
        problem={problem}
      >
        <FileChooseButton
          inputLabel={translate('app.challengeForm.files.choose')}
          accept={acceptOf(MATERIAL_RULE)}
          onFile={(file) => file && void add(file)}
          size="small"
          disabled={Boolean(uploading)}
        >
          {translate('app.challengeForm.files.choose')}
        </FileChooseButton>
      </FileDropZone>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.challengeForm.hints.files_types')}
      </Typography>
    </>
  );
};
