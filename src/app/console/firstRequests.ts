import { LIST_DEFAULTS, listPageRequest, openingListParams } from '../../providers/listQuery';
import {
  isListDeclaration,
  type FirstRequest,
  type Opening,
  type ScreenDeclaration,
} from '../../screen/types';

export type { FirstRequest, Opening };

/**
 * The first requests of a screen of the registry, given the address and react-admin's stored
 * list params: what its route declares (`firstRequests`), else a list's first page.
 */
export const firstRequestsOf = (screen: ScreenDeclaration, opening: Opening): FirstRequest[] => {
  if (screen.firstRequests) return screen.firstRequests(opening);
  if (isListDeclaration(screen))
    return [
      listPageRequest(
        screen,
        openingListParams(screen.name, opening.search, LIST_DEFAULTS, opening.storage),
      ),
    ];
  return [];
};
