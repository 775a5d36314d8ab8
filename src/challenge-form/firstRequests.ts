import { decodePathPart } from '../api/url';
import { ENDPOINTS } from '../contract/endpoints';
import { FORM_OPENING_SELECTS, formSelectStorageKey } from '../providers/formCalls';
import type { FirstRequest, Opening } from '../screen/types';

/** The slug of a form address (`/contests/{slug}/edit`), as react-router hands it over. */
const slugOf = (path: string) => decodePathPart(path.split('/')[2] ?? '');

/**
 * The challenge form's first requests: the challenge an edit or clone loads (`record`, from the
 * address's slug), and the option lists its sections ask for unless this session holds them.
 */
export const formFirstRequests =
  (record?: (slug: string) => string) =>
  ({ path, session }: Opening): FirstRequest[] => {
    const held = (key: string) => {
      try {
        return session?.getItem(key) != null;
      } catch {
        return false;
      }
    };
    const lists = FORM_OPENING_SELECTS.filter((name) => !held(formSelectStorageKey(name))).map(
      (name) => ({ path: ENDPOINTS.formSelects[name] }),
    );
    return [...(record ? [{ path: record(slugOf(path)) }] : []), ...lists];
  };
