import { MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../../providers/listQuery';

export interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
  sizes?: readonly number[];
  disabled?: boolean;
}

/** Rows per page (seed 000 §9: 25, 50, 75, 100, 200, 500). Not tied to a list context. */
export const PageSizeSelect = ({
  value,
  onChange,
  sizes = PAGE_SIZES,
  disabled,
}: PageSizeSelectProps) => {
  const translate = useTranslate();
  const id = useId();
  const options = sizes.includes(value) ? sizes : [...sizes, value].sort((a, b) => a - b);
  return (
    <TextField
      select
      fullWidth={false}
      id={id}
      size="small"
      label={translate('ra.navigation.page_rows_per_page').replace(/:$/, '')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {options.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};
