import { common } from '../i18n/messages/common';
import { LoadFailed } from '../layout/LoadFailed';
import { ConsoleArea } from './console/ConsoleArea';
import { publicAreaOf, type PublicArea } from './publicAreas';
import { useAreaChunk } from './useAreaChunk';

/** A public area's chunk; if it does not arrive, that is said in place with Reload. */
const PublicAreaView = ({ area }: { area: PublicArea }) => {
  const { Area, failed } = useAreaChunk(area.load, area.what);
  if (Area) return <Area />;
  return failed ? (
    <LoadFailed
      message={common.load_failed}
      reloadLabel={common.reload}
      style={{ margin: '24px auto' }}
    />
  ) : null;
};

// The areas are chosen by the address before any router loads (CONTRACT §1): a solver or a
// prospective client downloads neither the console nor react-router, and staff no public page.
export const App = () => {
  const area = publicAreaOf(window.location.pathname);
  return area ? <PublicAreaView area={area} /> : <ConsoleArea />;
};
