import { common } from '../../i18n/messages/common';
import { dashboard } from '../../i18n/messages/dashboard';
import { menu } from '../../i18n/messages/menu';
import { ShellSkeleton } from '../../layout/ShellSkeleton';
import { consolePathOf, routeChunkOf } from './routeChunks';

/** Only the catalogue files the skeleton's titles come from: the entry stays small. */
const TITLES: Record<string, Record<string, unknown>> = { menu, dashboard };

const titleOf = (key: string): string | undefined => {
  const [, file = '', name = ''] = key.split('.');
  const text = TITLES[file]?.[name];
  return typeof text === 'string' ? text : undefined;
};

/** The shell of the page at the address, until the console replaces it. */
export const ConsoleSkeleton = () => {
  const route = routeChunkOf(consolePathOf(window.location.pathname));
  return (
    <ShellSkeleton
      title={route && titleOf(route.titleKey)}
      heading={route?.heading ?? 'h5'}
      breadcrumbs={route?.breadcrumbs ?? true}
      headingTop={route?.headingTop}
      loadingLabel={common.loading}
    />
  );
};
