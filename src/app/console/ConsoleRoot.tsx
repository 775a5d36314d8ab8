import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { PaletteChunkProvider } from '../../layout/palette/paletteChunk';
import ConsoleApp from './ConsoleApp';
import { loadPaletteDialogs } from './paletteLoader';
import { sendMoveRequests } from './moveRequests';
import { consolePathOf, loadRouteOf } from './routeChunks';

/**
 * The staff area: react-router owns /admin/*, and any other address outside the solver goes
 * there. A data router, so a form with unsaved changes can hold back an in-app navigation.
 */
const router = createBrowserRouter([
  { path: '/admin/*', element: <ConsoleApp /> },
  { path: '*', element: <Navigate to="/admin/" replace /> },
]);

// The router tells its subscribers of a new location before React renders it.
let shown = router.state.location;
router.subscribe(({ location }) => {
  if (location.pathname === shown.pathname && location.search === shown.search) return;
  shown = location;
  loadRouteOf(consolePathOf(location.pathname));
  sendMoveRequests(location);
});

/** The console link an event happened on, if any (a link to another site or area is not one). */
const consoleLinkOf = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement &&
    link.origin === window.location.origin &&
    /^\/admin(\/|$)/.test(link.pathname)
    ? link
    : null;
};

/**
 * A page's code leaves as soon as the pointer or the focus reaches a link to it: by the click it
 * has usually arrived, and the move renders the page at once instead of its loading state.
 */
const preloadLinkTarget = (event: Event) => {
  const link = consoleLinkOf(event);
  if (link) loadRouteOf(consolePathOf(link.pathname));
};
document.addEventListener('pointerover', preloadLinkTarget, { passive: true });
document.addEventListener('focusin', preloadLinkTarget);

/**
 * A screen's requests leave when the button goes down on a link to it, a click's first half: the
 * move that follows at its release finds them sent (one request per address), and a person's
 * press lasts long enough for much of the answer to come. Not on hover, which would ask for the
 * challenge behind every Edit the pointer crosses. Only a plain press: one that opens a tab or a
 * menu is not a move here.
 */
const sendLinkTargetRequests = (event: PointerEvent) => {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return;
  const link = consoleLinkOf(event);
  if (link) sendMoveRequests(link);
};
document.addEventListener('pointerdown', sendLinkTargetRequests, { passive: true });

/**
 * A move renders the next screen in one task, not as a transition: React would slice it, and the
 * frames of the click's ripple between slices made each move about a quarter slower (docs/
 * decisions.md, "Moving between screens"). A page whose code has not arrived shows its loading
 * state meanwhile (RoutePage).
 */
const ConsoleRoot = () => (
  <PaletteChunkProvider value={loadPaletteDialogs}>
    <RouterProvider router={router} useTransitions={false} />
  </PaletteChunkProvider>
);

export default ConsoleRoot;
