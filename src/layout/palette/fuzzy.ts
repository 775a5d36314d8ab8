/** Where a query matched a text, and how well: higher is better. */
export interface FuzzyMatch {
  score: number;
  /** Indices of the matched characters in the text, for highlighting. */
  indices: number[];
}

const WORD_START = 8;
const CONSECUTIVE = 5;
const TEXT_START = 10;

const isWordStart = (text: string, index: number) =>
  index === 0 ||
  /[\s\-_/]/.test(text[index - 1]) ||
  /[a-z][A-Z]/.test(text.slice(index - 1, index + 1));

/**
 * The query's characters in order in the text (spaces in the query ignored, case ignored),
 * each match taken greedily at the best place near it: word starts and runs score higher,
 * gaps lower. Null when some character is missing. An empty query matches with score 0.
 */
export const fuzzyMatch = (query: string, text: string): FuzzyMatch | null => {
  const wanted = query.toLowerCase().replace(/\s+/g, '');
  if (!wanted) return { score: 0, indices: [] };
  const lower = text.toLowerCase();
  const indices: number[] = [];
  let score = 0;
  let from = 0;
  for (const char of wanted) {
    let index = lower.indexOf(char, from);
    if (index < 0) return null;
    // Prefer a word start further on when the nearest hit is mid-word and not a run.
    const previous = indices[indices.length - 1];
    if (index !== previous + 1 && !isWordStart(text, index)) {
      for (
        let look = lower.indexOf(char, index + 1);
        look >= 0;
        look = lower.indexOf(char, look + 1)
      ) {
        if (isWordStart(text, look)) {
          index = look;
          break;
        }
      }
    }
    score += 1;
    if (index === 0) score += TEXT_START;
    if (isWordStart(text, index)) score += WORD_START;
    if (previous !== undefined && index === previous + 1) score += CONSECUTIVE;
    else if (previous !== undefined) score -= Math.min(index - previous - 1, 5);
    indices.push(index);
    from = index + 1;
  }
  return { score, indices };
};

/** The best match of a query over several texts of one item (a title and the menu's label). */
export const bestMatch = (query: string, texts: readonly string[]): FuzzyMatch | null => {
  let best: FuzzyMatch | null = null;
  for (const text of texts) {
    const match = fuzzyMatch(query, text);
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best;
};
