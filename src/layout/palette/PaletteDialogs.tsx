import { useState, useSyncExternalStore } from 'react';
import { ImpersonationConfirm } from '../../ui/impersonation/ImpersonationConfirm';
import { useImpersonate } from '../../ui/impersonation/useImpersonate';
import { Palette } from './Palette';
import { paletteStore } from './paletteStore';
import { ShortcutsHelp } from './ShortcutsHelp';
import type { ScreenShortcut } from './shortcuts';

const ignoreFieldError = () => undefined;

/**
 * The lazy part of the palette: the palette, the shortcuts' help and the dashboard's
 * impersonation confirmation, each open when the store names it.
 */
const PaletteDialogs = ({
  shortcuts,
  isMac,
}: {
  shortcuts: readonly ScreenShortcut[];
  isMac: boolean;
}) => {
  const view = useSyncExternalStore(paletteStore.subscribe, paletteStore.get);
  // A new key per opening: the palette starts empty, with the recent items stored meanwhile.
  const [openings, setOpenings] = useState({ count: 0, open: false });
  const paletteOpen = view?.name === 'palette';
  if (paletteOpen !== openings.open)
    setOpenings({ count: openings.count + (paletteOpen ? 1 : 0), open: paletteOpen });
  // No field here: a refusal is told by the dashboard's toast.
  const impersonate = useImpersonate(ignoreFieldError);
  const email = view?.name === 'impersonate' ? view.email : '';
  const [lastEmail, setLastEmail] = useState(email);
  if (email && email !== lastEmail) setLastEmail(email);
  const busy = impersonate.isPending || impersonate.isSuccess;
  return (
    <>
      <Palette key={openings.count} open={paletteOpen} />
      <ShortcutsHelp open={view?.name === 'help'} shortcuts={shortcuts} isMac={isMac} />
      <ImpersonationConfirm
        email={email || lastEmail}
        open={view?.name === 'impersonate'}
        pending={busy}
        onCancel={() => paletteStore.set(null)}
        onConfirm={() => impersonate.mutate(email, { onSettled: () => paletteStore.set(null) })}
      />
    </>
  );
};

export default PaletteDialogs;
