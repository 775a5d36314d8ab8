import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, ResettableTextField } from 'react-admin';
import { get, useFormContext, useFormState } from 'react-hook-form';

// An emptied field holds null, as react-admin's inputs parse it.
const emptyAsNull = (value: string) => (value === '' ? null : value);

/**
 * react-admin's TextInput drawn the same way, but held by react-hook-form uncontrolled
 * (`register`): the typed text stays in the DOM, so a keystroke draws nothing. Measured reason:
 * the controlled TextInput drew its MUI tree on every key, about 1.9 ms of React work per key at
 * 1× CPU, and a key's p50 at 4× went from 72 to 56 ms in alternating runs (docs/performance.md,
 * "Typing measured as staff feel it"). Errors, touched and dirty state, drafts, the preview and
 * submit read the form's values as before.
 */
export const UncontrolledTextInput = ({
  source,
  label,
  fullWidth,
}: {
  source: string;
  label: string;
  fullWidth?: boolean;
}) => {
  const { register, control, getValues } = useFormContext();
  const { errors } = useFormState({ name: source, exact: true });
  const error = get(errors, source) as { message?: string } | undefined;
  // A reset, or a value set from elsewhere (not typed: no event type), is written to the element
  // behind MUI's back, whose label would then cover the text; a reset also forgets the registered
  // element. The input is mounted again with the form's value.
  const [mounting, remount] = useState(0);
  useEffect(() => {
    const subscription = control._subjects.state.subscribe({
      next: (update) => {
        const ours = update.name === undefined || update.name === source;
        // react-hook-form names the key `values` in these updates, its value only for watchers.
        if (ours && 'values' in update && update.type === undefined) remount((count) => count + 1);
      },
    });
    return () => subscription.unsubscribe();
  }, [control, source]);
  const { ref, ...field } = register(source, { setValueAs: emptyAsNull });
  return (
    <ResettableTextField
      key={mounting}
      id={source}
      {...field}
      ref={ref}
      defaultValue={(getValues(source) as string | null | undefined) ?? ''}
      className={`ra-input ra-input-${source}`}
      label={<FieldTitle label={label} source={source} />}
      error={Boolean(error)}
      helperText={<InputHelperText error={error?.message} />}
      fullWidth={fullWidth}
    />
  );
};
