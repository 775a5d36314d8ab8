import { useState, type ClipboardEvent, type DragEvent } from 'react';
import type { DeliverableSubmissionField } from '../contract/contestFields';
import { t } from './i18n';
import { TextInput } from '../ui/public/TextInput';

interface DeliverableInputProps {
  field: DeliverableSubmissionField;
  value: string;
  error?: string;
  /** First-time solvers of a restricted challenge may not paste (seed 001 §5). */
  noPaste: boolean;
  onChange: (value: string) => void;
}

/** A deliverable answer with its character counter (`max_characters`). */
export const DeliverableInput = ({
  field,
  value,
  error,
  noPaste,
  onChange,
}: DeliverableInputProps) => {
  const [pasteRefused, setPasteRefused] = useState(false);
  const refuse = (event: ClipboardEvent | DragEvent) => {
    if (!noPaste) return;
    event.preventDefault();
    setPasteRefused(true);
  };
  const counter = field.max_characters
    ? t('app.solver.form.counter', { count: value.length, max: field.max_characters })
    : t('app.solver.form.counter_unlimited', { count: value.length });
  return (
    <TextInput
      label={field.title}
      required={field.required}
      value={value}
      multiline
      minRows={5}
      error={error ?? (pasteRefused ? t('app.solver.form.paste_blocked') : null)}
      helperText={counter}
      onChange={(next) => {
        setPasteRefused(false);
        onChange(next);
      }}
      onPaste={refuse}
      onDrop={refuse}
      htmlInput={{ maxLength: field.max_characters ?? undefined }}
    />
  );
};
