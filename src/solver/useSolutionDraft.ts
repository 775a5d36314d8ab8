import type { SolutionFormObject } from '../contract/solver';
import { useDraftAutosave } from './useDraftAutosave';
import { useDraftTabs } from './useDraftTabs';
import type { useSolutionForm } from './useSolutionForm';

/**
 * The solution's draft: autosaved, and kept apart from other tabs' saves:
 * when another tab saved other answers, autosave pauses until the solver loads those or keeps
 * this tab's and saves them over.
 */
export const useSolutionDraft = (
  solution: ReturnType<typeof useSolutionForm>,
  form: SolutionFormObject,
) => {
  const tabs = useDraftTabs(solution.body.contest_slug, solution.answers);
  const draft = useDraftAutosave(
    solution.body,
    !solution.submitted && !solution.submitting,
    form.draft?.savedAt ?? null,
    { paused: tabs.newer !== null, onSaved: tabs.announce },
  );
  const loadNewer = () => {
    if (!tabs.newer) return;
    const { deliverables, supplementals } = tabs.newer.answers;
    // Taken as saved, so it is not sent again; key order as the form builds its body.
    draft.adopt({ ...solution.body, deliverables, supplementals }, tabs.newer.savedAt);
    solution.replaceAnswers({ deliverables, supplementals });
    tabs.settle();
  };
  /** Keep this tab's answers and save them over the other's; so does a click on Save draft. */
  const keepMine = () => {
    tabs.settle();
    return draft.saveNow();
  };
  return {
    ...draft,
    saveNow: keepMine,
    changedElsewhere: tabs.newer !== null,
    loadNewer,
    keepMine: () => void keepMine(),
  };
};
