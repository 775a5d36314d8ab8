import DeleteIcon from '@mui/icons-material/Delete';
import {
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

export const FilesSection = () => {
  const translate = useTranslate();
  const { files, uploading, add, removeAt, problem } = useContestFiles();
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
                    name: file.filename ?? file.key,
                  })}
                  onClick={() => void removeAt(index)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.filename ?? file.key} />
            </ListItem>
          ),
        )}
      </List>
      {uploading && (
        <>
          <Typography variant="body2">
            {translate('app.challengeForm.files.uploading', { name: uploading })}
          </Typography>
          <LinearProgress />
        </>
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
