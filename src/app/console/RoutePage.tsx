import { useEffect, useState, type ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { LoadFailed } from '../../layout/LoadFailed';
import type { PageModule } from '../../screen/types';
import { loadedPage, loadPage } from './routeChunks';

type PageLoader = () => Promise<PageModule>;

/**
 * The page of a route whose module is `load`. Once its code has run, the page renders at once, in
 * the same render as the move that reached it; until then, react-admin's loading state, and the
 * page as soon as the code arrives. Not React.lazy: a lazy page suspends on its first render, and
 * React then holds the page back until 300 ms after its fallback showed (docs/decisions.md,
 * "Moving between screens").
 */
const RoutePage = ({ load }: { load: PageLoader }) => {
  // `load` is one module's for the life of this component (`routePage`).
  const [Page, setPage] = useState(() => loadedPage(load));
  const [failed, setFailed] = useState(false);
  const translate = useTranslate();
  useEffect(() => {
    if (Page) return undefined;
    let live = true;
    loadPage(load).then(
      (component) => live && setPage(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Page, load]);
  // Code that did not arrive is said in place with Reload, as for the console's own code; the
  // menu stays.
  if (failed)
    return (
      <LoadFailed
        message={translate('app.load_failed')}
        reloadLabel={translate('app.reload')}
        style={{ marginTop: 16 }}
      />
    );
  return Page ? <Page /> : <Loading />;
};

const pages = new Map<PageLoader, ComponentType>();

/** One component per module, so routes sharing a page (the challenge form) share its type. */
export const routePage = (load: PageLoader): ComponentType => {
  let page = pages.get(load);
  if (!page) {
    const ModulePage = () => <RoutePage load={load} />;
    pages.set(load, (page = ModulePage));
  }
  return page;
};
