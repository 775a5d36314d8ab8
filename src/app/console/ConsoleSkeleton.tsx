import { common } from '../../i18n/messages/common';
import { dashboard } from '../../i18n/messages/dashboard';
import { menu } from '../../i18n/messages/menu';
import { pages } from '../../i18n/messages/pages';
import { resources } from '../../i18n/messages/resources';
import { ShellSkeleton } from '../../layout/ShellSkeleton';
import { consolePathOf, routeChunkOf } from './routeChunks';

/** Only the catalogue parts the skeleton's titles come from: the entry stays small. */
const TITLES: Record<string, unknown> = { app: { menu, dashboard, pages }, resources };

/** `app.menu.drafts` or `resources.drafts.name`, looked up in the parts above. */
export const skeletonTitle = (key: string): string | undefined => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      TITLES,
    );
  return typeof text === 'string' ? text : undefined;
};

/** The shell of the page at the address, until the console replaces it (or its failure). */
export const ConsoleSkeleton = ({ failed = false }: { failed?: boolean }) => {
  const route = routeChunkOf(consolePathOf(window.location.pathname));
  return (
    <ShellSkeleton
      title={route && skeletonTitle(route.titleKey)}
      heading={route?.heading ?? 'h5'}
      breadcrumbs={route?.breadcrumbs ?? true}
      headingTop={route?.headingTop}
      loadingLabel={common.loading}
      failed={failed ? { message: common.load_failed, reloadLabel: common.reload } : undefined}
    />
  );
};
