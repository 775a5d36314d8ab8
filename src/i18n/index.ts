import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { appMessages } from './messages';
import { resources } from './messages/resources';

export const messages = { ...englishMessages, app: appMessages, resources };

export const i18nProvider = polyglotI18nProvider(
  () => messages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
