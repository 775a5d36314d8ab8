import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

/**
 * A form's submit button that is always pressable (so an empty submit shows the required
 * fields) but disabled while the submit runs, so a double click can't send twice.
 */
export const SubmitButton = ({ children, disabled, ...props }: ButtonProps) => {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
      startIcon={
        isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
      }
      {...props}
    >
      {children}
    </Button>
  );
};
