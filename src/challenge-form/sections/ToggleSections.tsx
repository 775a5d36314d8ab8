import { Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TARGET_CRITERIA } from '../model/defaults';
import { choices, fieldLabel } from './labels';
import { RadioGroupInput } from '../../ui/RadioGroupInput';

/** A section that is one yes/no switch. */
const toggle = (source: string, label: string) => {
  const Section = () => <BooleanInput source={source} label={fieldLabel(label)} />;
  Section.displayName = `Toggle(${source})`;
  return Section;
};

export const AiSection = toggle('generate_ai_solution', 'generate_ai_solution');
export const StrictSection = toggle('strict_contest_permissions', 'strict_contest_permissions');
export const AutoApproveSection = toggle('auto_approve_submissions', 'auto_approve_submissions');
export const CommunitySection = toggle('no_community_contest', 'no_community_contest');
export const AnonymousSection = toggle('anonymous', 'anonymous');
export const RequireLoginSection = toggle('require_user_login', 'require_user_login');
export const ShowCriteriaSection = toggle('show_criteria', 'show_criteria');

export const FirstTimeSection = () => {
  const translate = useTranslate();
  return (
    <>
      <BooleanInput
        source="restricted_for_1st_time_solver"
        label={fieldLabel('restricted_for_1st_time_solver')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('app.challengeForm.hints.first_time')}
      </Typography>
    </>
  );
};

export const CommentsSection = () => (
  <>
    <BooleanInput
      source="comments_visible_to_challengers"
      label={fieldLabel('comments_visible_to_challengers')}
    />
    <BooleanInput
      source="comments_require_approvals"
      label={fieldLabel('comments_require_approvals')}
    />
  </>
);

export const VisibilitySection = () => (
  <>
    <RadioGroupInput
      source="privacy_type"
      label={fieldLabel('privacy_type')}
      choices={choices('public', 'private')}
    />
    <BooleanInput source="featured" label={fieldLabel('featured')} />
    <BooleanInput source="quick_solve" label={fieldLabel('quick_solve')} />
  </>
);

export const SourcesSection = () => (
  <NumberInput
    source="max_bibliographies_count"
    label={fieldLabel('max_bibliographies_count')}
    min={0}
  />
);

export const TargetSection = () => (
  <SelectInput
    source="target_problem_solvers.criteria"
    label={fieldLabel('target_criteria')}
    choices={choices(...TARGET_CRITERIA)}
    isRequired
  />
);

/** A non-zero time limit means one non-editable solution: the count is then fixed at 1. */
export const SubmissionsPerSolverSection = () => {
  const timeLimit = useWatch({ name: 'draft_to_submission_time_limit_in_seconds' }) as
    number | null;
  return (
    <NumberInput
      source="multiple_solution_count"
      label={fieldLabel('multiple_solution_count')}
      min={1}
      disabled={Boolean(timeLimit)}
    />
  );
};

export const GoalSection = () => (
  <RadioGroupInput
    source="contest_goal"
    label={fieldLabel('contest_goal')}
    choices={choices('innovation', 'insights')}
  />
);

export const SolutionPrivacySection = () => (
  <RadioGroupInput
    source="solutions_private"
    label={fieldLabel('solutions_private')}
    choices={choices('private', 'public')}
  />
);

export const CustomUrlSection = () => (
  <TextInput source="url_title" label={fieldLabel('url_title')} fullWidth />
);

export const HideEntitiesSection = () => (
  <TextInput source="hide_entities" label={fieldLabel('hide_entities')} fullWidth />
);
