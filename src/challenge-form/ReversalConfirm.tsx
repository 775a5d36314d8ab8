import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SafeConfirm } from '../ui/SafeConfirm';
import { useLocationChoices } from './hooks/useOptions';
import type { ReversedRow } from './model/reversedRows';

const T = 'app.challengeForm.reversed';

/**
 * Before a save stores loaded location exclusions as inclusions: each row whose
 * meaning changes is named; Cancel keeps the form as it is and sends nothing.
 */
export const ReversalConfirm = ({
  rows,
  onConfirm,
  onCancel,
}: {
  rows: ReversedRow[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const { choices } = useLocationChoices();
  const label = (value: string) => choices.find((choice) => choice.id === value)?.name ?? value;
  const content = (
    <Box>
      <Typography variant="body2">{translate(`${T}.intro`)}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {(rows ?? []).map((row) => (
          <li key={row.index}>
            {row.locations.length > 0
              ? translate(`${T}.row`, { locations: row.locations.map(label).join(', ') })
              : translate(`${T}.row_empty`, { n: row.index + 1 })}
          </li>
        ))}
      </Box>
      <Typography variant="body2">{translate(`${T}.outro`)}</Typography>
    </Box>
  );
  return (
    <SafeConfirm
      isOpen={rows !== null}
      title={`${T}.title`}
      content={content}
      confirm={`${T}.confirm`}
      cancel="app.cancel"
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
};
