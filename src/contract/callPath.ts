/**
 * The call's path with its `{name}` parameters filled in (each encoded as one path segment). A
 * module of its own: the entry fills its first requests' paths with it, and so carries nothing
 * else of ./call.ts.
 */
export const callPath = (call: { path: string }, params: Record<string, string>) =>
  call.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
