import { contestListRowSchema } from '../drafts/schema';
import { defineResource } from '../types';
import { salesChallengesRoute } from './route';

export const salesChallenges = defineResource(salesChallengesRoute, {
  row: contestListRowSchema,
  summary: 'Challenge search (list rows)',
});
