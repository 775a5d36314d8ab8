import type { runContractCheck as RunContractCheck } from '../../../src/contract-tools/check';

/**
 * The URLs `contract:check` asks a server for, against one that answers `{ data: [] }` to all.
 * The check is passed in: the throwaway tests load it afresh, through their mocks.
 */
export const probedUrls = async (runContractCheck: typeof RunContractCheck, base: string) => {
  const asked: string[] = [];
  await runContractCheck({
    base,
    log: () => undefined,
    fetch: (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }) as typeof fetch,
  });
  return asked;
};
