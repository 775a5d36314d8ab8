/**
 * The registry of the console's screens: each folder's `route.ts`, listed once. Plain data and
 * lazy imports only, so the entry can read it (the skeleton's title, the page's code) without
 * loading zod, React components or the contract. Everything that lists screens derives from it:
 * routes, route chunks, palette, `g` shortcuts, menu icons, the browser tests' screen lists.
 * The order is the palette's and the shortcuts' help.
 */
import { screens as challengeForm } from '../../challenge-form/route';
import { screens as cashouts } from '../../pages/cashouts/route';
import { screens as companyNew } from '../../pages/company-new/route';
import { screens as dashboard } from '../../pages/dashboard/route';
import { screens as demographics } from '../../pages/demographics/route';
import { screens as supportTools } from '../../pages/support-tools/route';
import { screens as cashoutReportUsers } from '../../resources/cashout-report-users/route';
import { screens as drafts } from '../../resources/drafts/route';
import { screens as invoices } from '../../resources/invoices/route';
import { screens as opportunities } from '../../resources/opportunities/route';
import { screens as salesChallenges } from '../../resources/sales-challenges/route';
import { screens as statistics } from '../../resources/statistics/route';
import type { ScreenDeclaration } from '../../screen/types';

export const SCREENS = [
  ...dashboard,
  ...cashouts,
  ...demographics,
  ...companyNew,
  ...supportTools,
  ...challengeForm,
  ...drafts,
  ...statistics,
  ...salesChallenges,
  ...invoices,
  ...opportunities,
  ...cashoutReportUsers,
] as const satisfies readonly ScreenDeclaration[];

/** Where the challenge form goes back to: its Cancel, and a save the server names no page for. */
export const CHALLENGE_FORM_RETURN = drafts[0].path;
/** The Cashout Report, the palette's "report" action for a person. */
export const CASHOUT_REPORT = cashoutReportUsers[0].path;
