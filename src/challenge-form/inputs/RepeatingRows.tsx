import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';

interface RepeatingRowsProps {
  name: string;
  /** Catalogue key of a row's name, with %{n}: 'Deliverable %{n}'. */
  rowLabelKey: string;
  newRow: () => Record<string, unknown>;
  renderRow: (index: number) => ReactNode;
  /** Rows that cannot be edited or removed (the first default feedback tags). */
  isLocked?: (index: number) => boolean;
}

/**
 * A repeating list (seed 001 §4): removing marks the row `_destroy` and hides it, so a saved
 * row is deleted by the server; 'Add another' sits on the last visible row only.
 */
export const RepeatingRows = ({
  name,
  rowLabelKey,
  newRow,
  renderRow,
  isLocked,
}: RepeatingRowsProps) => {
  const translate = useTranslate();
  const { control, setValue } = useFormContext();
  const { fields, append } = useFieldArray({ control, name, keyName: 'rowKey' });
  const destroyed = useWatch({
    control,
    name: fields.map((_, index) => `${name}.${index}._destroy`),
  }) as (boolean | undefined)[];
  const visible = fields.map((_, index) => index).filter((index) => !destroyed[index]);
  const last = visible[visible.length - 1];
  const add = () => append({ ...newRow(), _destroy: false }, { shouldFocus: false });
  return (
    <Stack spacing={1.5}>
      {visible.map((index, position) => {
        const label = translate(rowLabelKey, { n: position + 1 });
        const locked = isLocked?.(index) ?? false;
        return (
          <Box
            key={fields[index].rowKey}
            role="group"
            aria-label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            {renderRow(index)}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {!locked && (
                <Button
                  size="small"
                  color="inherit"
                  startIcon={<DeleteIcon />}
                  onClick={() =>
                    setValue(`${name}.${index}._destroy`, true, {
                      shouldDirty: true,
                      shouldValidate: false,
                    })
                  }
                  aria-label={`${translate('app.challengeForm.rows.remove')} ${label}`}
                >
                  {translate('app.challengeForm.rows.remove')}
                </Button>
              )}
              {index === last && (
                <Button size="small" startIcon={<AddIcon />} onClick={add}>
                  {translate('app.challengeForm.rows.add_another')}
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}
      {visible.length === 0 && (
        <Box>
          <Button size="small" startIcon={<AddIcon />} onClick={add}>
            {translate('app.challengeForm.rows.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
