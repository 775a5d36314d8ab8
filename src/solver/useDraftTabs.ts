import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolutionAnswers, SolutionRequest } from '../contract/solver';
import { openDraftChannel, sameAnswers, type DraftNews } from './draftChannel';

/**
 * Tabs of one browser on one solution: a tab tells the others when it saved,
 * and a tab whose answers differ from what another tab saved holds that newer save until the
 * solver chooses (its autosave pauses meanwhile).
 */
export const useDraftTabs = (slug: string, answers: SolutionAnswers) => {
  const [newer, setNewer] = useState<DraftNews | null>(null);
  const current = useRef(answers);
  const channel = useRef<ReturnType<typeof openDraftChannel>>(null);
  useEffect(() => {
    current.current = answers;
  }, [answers]);

  useEffect(() => {
    const opened = openDraftChannel(slug, (news) => {
      setNewer(sameAnswers(news.answers, current.current) ? null : news);
    });
    channel.current = opened;
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [slug]);

  /** After this tab saved: the other tabs learn of it. */
  const announce = useCallback((body: SolutionRequest, savedAt: string) => {
    channel.current?.post({
      answers: { deliverables: body.deliverables, supplementals: body.supplementals },
      savedAt,
    });
  }, []);

  return { newer, announce, settle: useCallback(() => setNewer(null), []) };
};
