import { contestListRowSchema } from '../../contract/contestList';
import { defineResource } from '../../screen/resource';
import { salesChallengesRoute } from './route';

export const resource = defineResource(salesChallengesRoute, {
  row: contestListRowSchema,
  summary: 'Challenge search (list rows)',
});

declare module '../../screen/resource' {
  interface ResourceDeclarations {
    [salesChallengesRoute.name]: typeof resource;
  }
}
