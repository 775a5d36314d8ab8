import { contestListRowSchema } from '../../contract/contestLists';
import { defineResource } from '../types';
import { salesChallengesRoute } from './route';

export const salesChallenges = defineResource(salesChallengesRoute, {
  row: contestListRowSchema,
  summary: 'Challenge search (list rows)',
});
