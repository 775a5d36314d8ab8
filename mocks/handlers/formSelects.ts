import type { LocationGroup, SelectOption as AnyOption } from '../../src/contract';
import { companies, teamLabel, teams } from '../db/companies';
import { LOCATIONS_BY_CONTINENT } from '../db/names';
import { staff } from '../db/people';
import { ok } from '../respond';
import { api } from '../route';
import { formSelectCalls } from '../../src/contract/formSelects';

/** The mock always gives a label (a label is ours: the console falls back to the value). */
type SelectOption = Required<AnyOption>;

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

/** Built from the tables on every request, so a company or team created later shows up. */
export const companyOptions = (): SelectOption[] =>
  companies()
    .all()
    .map((company) => ({ value: company.id, label: company.name }))
    .sort(byLabel);

export const teamOptions = (): SelectOption[] =>
  teams()
    .all()
    .map((team) => ({ value: team.id, label: teamLabel(team) }))
    .sort(byLabel);

/** The staff team (reps and managers of a contest): chosen by e-mail. */
export const staffOptions = (): SelectOption[] =>
  staff()
    .map((user) => ({ value: user.email, label: user.name }))
    .sort(byLabel);

export const locationGroups = (): LocationGroup[] =>
  Object.entries(LOCATIONS_BY_CONTINENT).map(([continent, locations]) => ({
    label: continent,
    options: locations.map((location) => ({ value: location, label: location })),
  }));

/** The form_selects option lists (seed 000 §7, seed 001 §7), answered as `{ data: [...] }`. */
export const formSelectsHandlers = [
  api.get(formSelectCalls.companies.path, () => ok(companyOptions())),
  api.get(formSelectCalls.companyTeams.path, () => ok(teamOptions())),
  api.get(formSelectCalls.challengeTeams.path, () => ok(teamOptions())),
  api.get(formSelectCalls.staffTeam.path, () => ok(staffOptions())),
  api.get(formSelectCalls.permissionLocations.path, () => ok(locationGroups())),
];
