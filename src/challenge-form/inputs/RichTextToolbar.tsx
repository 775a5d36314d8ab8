import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import { IconButton, Stack, ToggleButton } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import type { AppDataProvider } from '../../providers/dataProvider';
import { acceptOf, checkFile, EDITOR_IMAGE_RULE, FILE_PROBLEM_MESSAGES } from '../model/files';

const MARKS = [
  {
    key: 'bold',
    icon: <FormatBold fontSize="small" />,
    run: (editor: Editor) => editor.chain().focus().toggleMark('bold').run(),
  },
  {
    key: 'italic',
    icon: <FormatItalic fontSize="small" />,
    run: (editor: Editor) => editor.chain().focus().toggleMark('italic').run(),
  },
  {
    key: 'underline',
    icon: <FormatUnderlined fontSize="small" />,
    run: (editor: Editor) => editor.chain().focus().toggleMark('underline').run(),
  },
  {
    key: 'bullet_list',
    node: 'bulletList',
    icon: <FormatListBulleted fontSize="small" />,
    run: (editor: Editor) => editor.chain().focus().toggleList('bulletList', 'listItem').run(),
  },
  {
    key: 'ordered_list',
    node: 'orderedList',
    icon: <FormatListNumbered fontSize="small" />,
    run: (editor: Editor) => editor.chain().focus().toggleList('orderedList', 'listItem').run(),
  },
] as const;

/**
 * Our own toolbar: ra-input-rich-text's default one fails axe (its heading-level selector puts
 * list items outside a list, its buttons' names differ from their visible text). Every button
 * here is an icon with one name, and images are uploaded (POST /upload_image), not linked.
 */
export const RichTextToolbar = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fileRef = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? MARKS.filter((mark) => current.isActive('node' in mark ? mark.node : mark.key)).map(
            (mark) => mark.key,
          )
        : [],
  });
  const disabled = !editor?.isEditable;
  const upload = async (file: File | undefined) => {
    if (!file || !editor) return;
    const problem = checkFile(file, EDITOR_IMAGE_RULE);
    if (problem) {
      notify(FILE_PROBLEM_MESSAGES[problem], { type: 'error' });
      return;
    }
    try {
      const { url } = await dataProvider.uploadImage(file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: url, alt: file.name } })
        .run();
    } catch {
      notify('app.error.generic', { type: 'error' });
    }
  };
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="toolbar"
      aria-label={translate('app.challengeForm.editor.toolbar')}
      sx={{ mb: 1 }}
    >
      {MARKS.map((mark) => {
        const label = translate(`app.challengeForm.editor.${mark.key}`);
        return (
          <ToggleButton
            key={mark.key}
            value={mark.key}
            size="small"
            selected={active?.includes(mark.key) ?? false}
            disabled={disabled}
            aria-label={label}
            title={label}
            onChange={() => editor && mark.run(editor)}
          >
            {mark.icon}
          </ToggleButton>
        );
      })}
      <IconButton
        size="small"
        disabled={disabled}
        aria-label={translate('app.challengeForm.editor.image')}
        title={translate('app.challengeForm.editor.image')}
        onClick={() => fileRef.current?.click()}
      >
        <ImageIcon fontSize="small" />
      </IconButton>
      <input
        ref={fileRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptOf(EDITOR_IMAGE_RULE)}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Stack>
  );
};
