/**
 * The public challenge request's one POST, for its page (which holds no zod, so it cannot take
 * the call object of ./challengeRequest.ts) and that call object; apart from the context's path
 * so that every other page's entry never carries it.
 */
export const challengeRequestEndpoint = '/sales/opportunities';
