import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DemographicsMode } from './calls';

const MODES: DemographicsMode[] = ['sales', 'admin'];

export const ModeToggle = ({
  mode,
  onChange,
}: {
  mode: DemographicsMode;
  onChange: (mode: DemographicsMode) => void;
}) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={mode}
      aria-label={translate('app.demographics.mode.label')}
      // A click on the pressed button gives null: the mode stays as it is.
      onChange={(_, next: DemographicsMode | null) => next && onChange(next)}
    >
      {MODES.map((value) => (
        <ToggleButton key={value} value={value}>
          {translate(`app.demographics.mode.${value}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
