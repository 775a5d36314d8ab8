/** Where the mock backend answers: the contract's default API base (CONTRACT §2). */
export const API_BASE = '/api/v1';

/** The storage service of direct uploads (CONTRACT §7), played by the mock too. */
export const STORAGE_URL = '/mock-storage/upload';

export const DEFAULT_SCALE = 300;

const isBrowser =
  typeof window !== 'undefined' &&
  typeof localStorage !== 'undefined' &&
  !('process' in globalThis && process.env.VITEST);

const readSetting = (name: string): string | null => {
  if (typeof window === 'undefined') return null;
  const fromUrl = new URLSearchParams(window.location.search).get(name);
  try {
    if (fromUrl !== null) sessionStorage.setItem(`mock:${name}`, fromUrl);
    return (
      fromUrl ?? sessionStorage.getItem(`mock:${name}`) ?? localStorage.getItem(`mock:${name}`)
    );
  } catch {
    return fromUrl;
  }
};

/**
 * Keeps the settings the page's address names for the tab, when the mock starts: the console may
 * rewrite its address, or leave it, before the call that would have read them.
 */
export const keepAskedSettings = () => {
  for (const name of ['mockLatency', 'mockScale', 'mockAnswers']) readSetting(name);
};

/** The page-wide answer mode's setting (`?mockAnswers=`, mocks/route.ts), null when none. */
export const answersSetting = (): string | null => readSetting('mockAnswers');

/** Solvers in the seed: `?mockScale=` in the browser, MOCK_SCALE in Node. */
export const mockScale = (): number => {
  const raw = isBrowser ? readSetting('mockScale') : (globalThis.process?.env.MOCK_SCALE ?? null);
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : DEFAULT_SCALE;
};

/** Set on every answer of the mock: the delay it waited before answering, in ms. */
export const MOCK_DELAY_HEADER = 'X-Mock-Delay';

/** A small realistic delay in the browser (150–400 ms) so loading states show; none in Node. */
export const latencyMs = (): number => {
  if (!isBrowser) return 0;
  const setting = readSetting('mockLatency');
  if (setting !== null && setting !== '') return Math.max(0, Number(setting) || 0);
  return 150 + Math.floor(Math.random() * 250);
};

let persistenceOverride: boolean | undefined;

/** Tests of the persistence itself turn it on under jsdom; `undefined` restores the default. */
export const setPersistence = (enabled: boolean | undefined) => {
  persistenceOverride = enabled;
};

/** Writes are kept in localStorage in a real browser (the dev server, the mock build) only. */
export const persistenceEnabled = () => persistenceOverride ?? isBrowser;
