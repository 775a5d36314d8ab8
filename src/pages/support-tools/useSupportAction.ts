import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../api';
import { runSupportAction, type SupportTarget } from './calls';
import type { AppDataProvider } from '../../providers/dataProvider';
import { supportPayload, URL_ACTIONS, type SupportAction, type SupportFormValues } from './actions';
import { joinedErrors } from './errors';
import type { SupportResult } from './ResultPanel';
import { transportOr } from '../../ui/errorMessage';
import { formatText } from '../../ui/format';

const isHttpUrl = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/**
 * Posts the action; shows `data.message`, or the joined errors plus 'Something went wrong...'.
 * Returns the field errors so the form sets them on its fields.
 */
export const useSupportAction = (
  target: SupportTarget,
  setResult: (result: SupportResult) => void,
) => {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (values: SupportFormValues) => {
    const subject = {
      email: String(values.email ?? '').trim(),
      action: String(values.action_type),
    };
    try {
      const { message } = await dp.send(runSupportAction(target, supportPayload(target, values)));
      // A 2xx without a readable message is still done: say so, offer nothing to copy.
      const text = formatText(message);
      setResult({
        ...subject,
        kind: 'success',
        message: text || translate('app.supportTools.result.done_without_message'),
        isUrl:
          Boolean(text) &&
          URL_ACTIONS.includes(values.action_type as SupportAction) &&
          isHttpUrl(text),
      });
      return undefined;
    } catch (error) {
      if (!isApiError(error)) throw error;
      setResult({
        ...subject,
        kind: 'error',
        message: translate(joinedErrors(error), { _: joinedErrors(error) }),
      });
      // A refused action says 'Something went wrong...'; a time-out or unreadable answer says what happened.
      notify(transportOr(error, 'app.error.generic'), { type: 'error' });
      return error.body.errors;
    }
  };
};
