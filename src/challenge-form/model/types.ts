import type { ContestRecord } from '../../contract/contest';
import type { ContestType } from '../../contract';

/** State of the form that is never sent: helpers that switch other inputs on. */
export interface FormUiState {
  /** The "customise banner" helper: the banner colour is enabled only when it is yes. */
  customise_banner: boolean;
  /** Location rows (by index) loaded as exclusions and made inclusions: each row says so. */
  permissions_made_inclusion?: number[];
  /**
   * Fields of the loaded record the console could not read (dotted path → the JSON of what the
   * form shows instead): left out of the save while unchanged, so the server keeps them.
   */
  unreadable?: Record<string, string>;
}

/** The form holds a whole ContestRecord plus its helpers. */
export interface ContestFormValues extends ContestRecord {
  ui: FormUiState;
}

export type FormMode = 'create' | 'edit' | 'clone';

/** A catalogue key, with its arguments when it has any (react-admin translates both). */
export type Message = string | { message: string; args: Record<string, string | number> };

/** One message per dotted path: `title`, `feedback_tags.2.name`. */
export type FlatErrors = Record<string, Message>;

export interface ValidationContext {
  type: ContestType;
  now: Date;
  /** Values as loaded: a stored past date stays valid when editing. */
  initial?: Partial<ContestFormValues>;
}
