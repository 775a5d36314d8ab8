import { isApiError } from '../../api/errors';

/** Catalogue key of the message for a section that failed while drawing what it received. */
export const SECTION_FAILED = 'app.error.section';

/**
 * What a failed section says: an ApiError's own message (a shape error names the call and the
 * path), else that the data could not be shown. Either way a catalogue key or a finished text.
 */
export const sectionErrorText = (error: unknown): string =>
  isApiError(error) ? error.message : SECTION_FAILED;
