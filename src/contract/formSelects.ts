import type { ContractCall } from './call';
import { locationGroupsSchema } from './locationGroups';
import { ENDPOINTS, type FormSelectName } from './endpoints';
import { selectOptionsSchema } from './envelope';

const optionList = <A extends ContractCall['answer']>(path: string, answer: A) =>
  ({ method: 'GET', path, summary: 'Option list', answer }) as const satisfies ContractCall;

/** The form_selects option lists (seed 000 §7): each one's call, by the console's name for it. */
export const formSelectCalls = {
  companies: optionList(ENDPOINTS.formSelects.companies, selectOptionsSchema),
  companyTeams: optionList(ENDPOINTS.formSelects.companyTeams, selectOptionsSchema),
  challengeTeams: optionList(ENDPOINTS.formSelects.challengeTeams, selectOptionsSchema),
  staffTeam: optionList(ENDPOINTS.formSelects.staffTeam, selectOptionsSchema),
  permissionLocations: optionList(ENDPOINTS.formSelects.permissionLocations, locationGroupsSchema),
} satisfies Record<FormSelectName, ContractCall>;
