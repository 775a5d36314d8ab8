import { contestListRowSchema } from '../drafts/schema';
import { defineResource } from '../types';
import { salesChallengesRoute } from './route';

export const resource = defineResource(salesChallengesRoute, {
  row: contestListRowSchema,
  summary: 'Challenge search (list rows)',
});

declare module '../types' {
  interface ResourceDeclarations {
    [salesChallengesRoute.name]: typeof resource;
  }
}
