import { useEffect, useRef, type ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LoadFailed } from '../../layout/LoadFailed';
import type { PageModule } from '../../screen/types';
import { useAreaChunk } from '../useAreaChunk';
import { loadedPage, loadPage } from './routeChunks';

type PageLoader = () => Promise<PageModule>;

interface RoutePageProps {
  /** The module's loader, as the registry declares it. */
  page: PageLoader;
  /** Its page component, fetched and run once (`loadPage`); the same function on every render. */
  load: () => Promise<ComponentType>;
}

/**
 * The page of a route. Once its code has run, the page renders at once, in the same render as
 * the move that reached it; until then, react-admin's loading state, and the page as soon as the
 * code arrives. Not React.lazy: a lazy page suspends on its first render, and React then holds
 * the page back until 300 ms after its fallback showed (docs/decisions.md, "Moving between
 * screens"). Code that did not arrive is said in place with Reload, as for the console's own
 * code; the menu stays.
 */
const RoutePage = ({ page, load }: RoutePageProps) => {
  const translate = useTranslate();
  const { Area: Page, failed, retry } = useAreaChunk(load, 'A console page', loadedPage(page));
  if (failed)
    return (
      <>
        <RetryOnMove retry={retry} />
        <LoadFailed
          message={translate('app.load_failed')}
          reloadLabel={translate('app.reload')}
          style={{ marginTop: 16 }}
        />
      </>
    );
  return Page ? <Page /> : <Loading />;
};

/**
 * Routes that share a page (the new challenge and an edit) keep its component mounted across a
 * move between them, so a failure would stay on show: a move asks for the code again. Only
 * mounted while the failure shows, so a working page does not draw on every address change.
 */
const RetryOnMove = ({ retry }: { retry: () => void }) => {
  const { key } = useLocation();
  const failedAt = useRef(key);
  useEffect(() => {
    if (key !== failedAt.current) retry();
  }, [key, retry]);
  return null;
};

const pages = new Map<PageLoader, ComponentType>();

/** One component per module, so routes sharing a page (the challenge form) share its type. */
export const routePage = (page: PageLoader): ComponentType => {
  let component = pages.get(page);
  if (!component) {
    const load = () => loadPage(page);
    const ModulePage = () => <RoutePage page={page} load={load} />;
    pages.set(page, (component = ModulePage));
  }
  return component;
};
