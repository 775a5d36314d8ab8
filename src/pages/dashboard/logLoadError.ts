/** Dashboard loads that fail are logged, never shown (seed 000 §8: "logged only; no user message"). */
export const logLoadError = (what: string, error: unknown) => {
  console.error(`Dashboard: ${what} failed to load`, error);
};
