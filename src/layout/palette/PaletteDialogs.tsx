import { useState, useSyncExternalStore, type ComponentProps } from 'react';
import { ImpersonationConfirm } from '../../ui/impersonation/ImpersonationConfirm';
import { useImpersonate } from '../../ui/impersonation/useImpersonate';
import { Palette } from './Palette';
import { paletteStore } from './paletteStore';
import { ShortcutsHelp } from './ShortcutsHelp';
import type { PaletteDialogsComponent } from './paletteChunk';

type PaletteDialogsProps = ComponentProps<PaletteDialogsComponent>;

/**
 * The lazy part of the palette: the palette, the shortcuts' help and the dashboard's
 * impersonation confirmation, each open when the store names it.
 */
const PaletteDialogs = ({ shortcuts, screenKeys, isMac }: PaletteDialogsProps) => {
  const view = useSyncExternalStore(paletteStore.subscribe, paletteStore.get);
  // A new key per opening: the palette starts empty, with the recent items stored meanwhile.
  const [openings, setOpenings] = useState({ count: 0, open: false });
  const paletteOpen = view?.name === 'palette';
  if (paletteOpen !== openings.open)
    setOpenings({ count: openings.count + (paletteOpen ? 1 : 0), open: paletteOpen });
  // No field here: the server's word on the e-mail shows in the confirmation, which stays open
  // (beside the dashboard's toast); a failure without one closes it, the toast tells.
  const [refusal, setRefusal] = useState<string>();
  const impersonate = useImpersonate((message) => {
    setRefusal(message);
    if (!message) paletteStore.set(null);
  });
  const email = view?.name === 'impersonate' ? view.email : '';
  const [lastEmail, setLastEmail] = useState(email);
  if (email && email !== lastEmail) setLastEmail(email);
  const busy = impersonate.isPending || impersonate.isSuccess;
  return (
    <>
      <Palette key={openings.count} open={paletteOpen} />
      <ShortcutsHelp
        open={view?.name === 'help'}
        shortcuts={shortcuts}
        screenKeys={screenKeys}
        isMac={isMac}
      />
      <ImpersonationConfirm
        email={email || lastEmail}
        open={view?.name === 'impersonate'}
        pending={busy}
        error={refusal}
        onCancel={() => {
          setRefusal(undefined);
          paletteStore.set(null);
        }}
        onConfirm={() => {
          setRefusal(undefined);
          impersonate.mutate(email, { onSuccess: () => paletteStore.set(null) });
        }}
      />
    </>
  );
};

export default PaletteDialogs;
