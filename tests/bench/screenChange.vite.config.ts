import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import consoleConfig from '../../vite.config';

const SCREEN = fileURLToPath(new URL('../../src/resources/drafts/List.tsx', import.meta.url));

/** The console with one screen changed (an export added to the drafts list): chunkNames.bench. */
const changedScreen: Plugin = {
  name: 'changed-screen',
  transform: (code, id) =>
    id.split('?')[0] === SCREEN ? `${code}\nexport const screenChanged = true;\n` : undefined,
};

export default defineConfig((env) => mergeConfig(consoleConfig(env), { plugins: [changedScreen] }));
