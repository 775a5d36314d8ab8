import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { RichTextToolbar } from './RichTextToolbar';

/**
 * ra-input-rich-text with our accessible toolbar, its editable area named like its label.
 * Loaded lazily (see LazyRichText): tiptap is the heaviest part of the form.
 */
const RichTextField = ({
  source,
  label,
  disabled,
}: {
  source: string;
  label: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const name = translate(label);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      disabled={disabled}
      editorOptions={editorOptions}
      toolbar={<RichTextToolbar />}
    />
  );
};

export default RichTextField;
