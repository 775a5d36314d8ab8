import type { Query } from '../contract/envelope';

export const DEFAULT_API_BASE = '/api/v1';

const isAbsolute = (path: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(path);

/** `joinUrl('/api/v1/', 'admin/stats')` → `/api/v1/admin/stats`; absolute URLs are kept. */
export const joinUrl = (base: string, path: string): string => {
  if (isAbsolute(path)) return path;
  const trimmedBase = base.replace(/\/+$/, '');
  const trimmedPath = path.replace(/^\/+/, '');
  return `${trimmedBase}/${trimmedPath}`;
};

/** Query string with empty values left out; arrays as `key[]=a&key[]=b` (CONTRACT §4). */
export const buildQuery = (query: Query | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const name = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) if (item !== '') params.append(name, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The API base: the context's `apiBase`, else `VITE_API_BASE`, else `/api/v1` (CONTRACT §2). */
export const resolveApiBase = (contextBase?: string, envBase?: string): string =>
  contextBase?.trim() || envBase?.trim() || DEFAULT_API_BASE;

/** A segment of an address as the router hands it over: decoded, or as it is when it cannot be. */
export const decodePathPart = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};
