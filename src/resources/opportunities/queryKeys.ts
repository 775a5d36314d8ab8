import { opportunitiesRoute } from './route';

/** Under react-admin's key of the list (its resource name), so a claim refreshes both. */
export const opportunityKeys = {
  all: () => [opportunitiesRoute.name] as const,
  detail: (id: string) => [opportunitiesRoute.name, 'detail', id] as const,
};
