import { common } from '../i18n/messages/common';
import { solver } from '../i18n/messages/solver';
import { translator } from '../i18n/translator';

// The catalogue files directly: src/i18n/index.ts would load react-admin's English pack.
/** A catalogue text by key (`app.solver.form.submit`); anything else (a server's message) as it is. */
export const t = translator({ app: { ...common, solver } });
