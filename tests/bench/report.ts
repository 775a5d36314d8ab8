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
