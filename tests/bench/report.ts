/** One line per figure, its goal beside it: `bench: <figure>: <value> <unit> (goal: <goal>)`. */
export const reportFigure = (figure: string, value: number, unit: string, goal: string) => {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  console.log(`bench: ${figure}: ${shown} ${unit} (goal: ${goal})`);
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The nearest-rank percentile (p in 0–100) of the values. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
