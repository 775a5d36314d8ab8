import * as z from 'zod/mini';
import { solutionAnswersSchema, type SolutionAnswers } from '../contract/solver';

/** What a tab tells the other tabs of this browser after it saved a challenge's draft. */
export interface DraftNews {
  answers: SolutionAnswers;
  savedAt: string | null;
}

const draftNewsSchema = z.object({
  answers: solutionAnswersSchema,
  savedAt: z.nullable(z.string()),
});

/** A message from another tab, or null when it is not one of ours. */
export const readDraftNews = (data: unknown): DraftNews | null => {
  const parsed = z.safeParse(draftNewsSchema, data);
  return parsed.success ? parsed.data : null;
};

/** Both answers alike, whatever order their keys came in. */
export const sameAnswers = (a: SolutionAnswers, b: SolutionAnswers) => {
  const sorted = (record: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  return (
    sorted(a.deliverables) === sorted(b.deliverables) &&
    sorted(a.supplementals) === sorted(b.supplementals)
  );
};

/**
 * A channel between the tabs showing one challenge's form. Null where the browser has no
 * BroadcastChannel: there the last save wins, as before.
 */
export const openDraftChannel = (slug: string, onNews: (news: DraftNews) => void) => {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(`solver-draft:${slug}`);
  channel.onmessage = (event: MessageEvent) => {
    const news = readDraftNews(event.data);
    if (news) onNews(news);
  };
  return {
    post: (news: DraftNews) => channel.postMessage(news),
    close: () => channel.close(),
  };
};
