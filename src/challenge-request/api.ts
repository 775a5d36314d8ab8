import { http } from '../api/http';
import type { ChallengeRequest } from '../contract/challengeRequest';
import { challengeRequestEndpoint } from '../contract/challengeRequestEndpoint';

/**
 * `POST /sales/opportunities` (CONTRACT §8), with the CSRF token when the page holds one (the
 * client adds it). Any 2xx is done whatever its body (204, `{}`, not JSON): nothing is read.
 * `api/http` directly, not `api/index.ts`: the context loader's schemas stay out of the chunk.
 */
export const sendChallengeRequest = async (body: ChallengeRequest): Promise<void> => {
  await http.post(challengeRequestEndpoint, body);
};
