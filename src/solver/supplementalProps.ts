import type { SupplementalAnswer } from '../contract/solver';
import type { SupplementalSubmissionField } from '../contract/contestFields';

/** What every supplemental field input takes; its own file so the inputs and their switch share it. */
export interface SupplementalInputProps {
  field: SupplementalSubmissionField;
  value: SupplementalAnswer | undefined;
  error?: string;
  onChange: (value: SupplementalAnswer) => void;
}
