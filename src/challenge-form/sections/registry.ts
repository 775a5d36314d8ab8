import type { ComponentType } from 'react';
import type { SectionTable } from '../model/sectionKeys';
import { DeliverablesSection, FeedbackTagsSection } from './ListSections';
import {
  ChallengeSizeSection,
  DeadlineSection,
  DescriptionSection,
  ImageSection,
  PrizeSection,
  RequirementSection,
  TitleSection,
  VideoSection,
} from './DetailsSections';
import { EvaluationSection } from './EvaluationSection';
import { FilesSection } from './FilesSection';
import { CompanyTeamSection, ContactSection, RepSection } from './OwnerSections';
import { PermissionsSection } from './PermissionsSection';
import { RewardsSection } from './RewardsSection';
import {
  AttachFileSection,
  BannerColourSection,
  BannerTitleSection,
  HideDemographicsSection,
  HideFooterSection,
  HideHeaderSection,
  LogoSection,
} from './StyleSections';
import { SupplementalsSection } from './SupplementalsSection';
import {
  ApprovedCapSection,
  TimeLimitSection,
  UnapprovedCapSection,
  UpcomingSection,
} from './TimingSections';
import {
  AiSection,
  AnonymousSection,
  AutoApproveSection,
  CommentsSection,
  CommunitySection,
  CustomUrlSection,
  FirstTimeSection,
  GoalSection,
  HideEntitiesSection,
  RequireLoginSection,
  ShowCriteriaSection,
  SolutionPrivacySection,
  SourcesSection,
  StrictSection,
  SubmissionsPerSolverSection,
  TargetSection,
  VisibilitySection,
} from './ToggleSections';

/** The component of each section: every section has a body, so none may be missing. */
export const SECTION_COMPONENTS = {
  total_rewards: RewardsSection,
  reward_policy: RewardsSection,
  challenge_size: ChallengeSizeSection,
  title: TitleSection,
  image: ImageSection,
  description: DescriptionSection,
  requirement: RequirementSection,
  deadline: DeadlineSection,
  video: VideoSection,
  prize: PrizeSection,
  deliverables: DeliverablesSection,
  evaluation: EvaluationSection,
  feedback_tags: FeedbackTagsSection,
  supplementals: SupplementalsSection,
  time_limit: TimeLimitSection,
  ai: AiSection,
  visibility: VisibilitySection,
  sources: SourcesSection,
  target: TargetSection,
  target_criteria: PermissionsSection,
  strict: StrictSection,
  auto_approve: AutoApproveSection,
  first_time: FirstTimeSection,
  unapproved_cap: UnapprovedCapSection,
  approved_cap: ApprovedCapSection,
  show_criteria: ShowCriteriaSection,
  comments: CommentsSection,
  community: CommunitySection,
  anonymous: AnonymousSection,
  require_login: RequireLoginSection,
  submissions_per_solver: SubmissionsPerSolverSection,
  goal: GoalSection,
  upcoming: UpcomingSection,
  solution_privacy: SolutionPrivacySection,
  custom_url: CustomUrlSection,
  hide_entities: HideEntitiesSection,
  rep: RepSection,
  company_team: CompanyTeamSection,
  select_company_team: CompanyTeamSection,
  contact: ContactSection,
  banner_colour: BannerColourSection,
  logo: LogoSection,
  banner_title: BannerTitleSection,
  hide_header: HideHeaderSection,
  hide_footer: HideFooterSection,
  hide_demographics: HideDemographicsSection,
  attach_file: AttachFileSection,
  files: FilesSection,
} satisfies SectionTable<ComponentType>;
