/**
 * Chromium and Firefox keep a failed dynamic import's outcome for the life of the page: importing
 * the same URL again fails at once, without a request, so "try again" could never work. After a
 * failure, the next attempt asks for the same file under a fresh query, which the browser treats
 * as a new module (its own imports are the already loaded ones).
 */
export const failedModuleUrl = (error: unknown): string | undefined => {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+\.[cm]?[jt]sx?)(?:[?#][^\s'"]*)?/.exec(message)?.[1];
};

export const retryableImport = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let failed: string | undefined;
  return async () => {
    try {
      return failed
        ? ((await import(/* @vite-ignore */ `${failed}?retry=${Date.now()}`)) as T)
        : await load();
    } catch (error) {
      // A browser whose message names no URL (Safari) tries the plain import again.
      failed = failedModuleUrl(error) ?? failed;
      throw error;
    }
  };
};
