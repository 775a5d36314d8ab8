import { Dialog } from '@mui/material';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { useTranslate } from 'react-admin';
import { useConsoleScreens } from '../ConsoleScreensContext';
import { buildGroups } from './commands';
import { paletteStore } from './paletteStore';
import { PaletteResults, resultsSx } from './PaletteResults';
import { addRecent, recentStorage, type RecentItem } from './recent';
import { usePaletteScreens } from './usePaletteScreens';
import { useRunCommand } from './useRunCommand';

const closePalette = () => paletteStore.set(null);
const dialogSx = { '& .MuiDialog-container': { alignItems: 'flex-start' } } as const;
// Every style of the content is here, on the paper, which a typed key does not redraw: the
// content is plain elements, so a key costs no style work.
const dialogSlotProps = {
  paper: {
    sx: {
      mt: '12vh',
      '& .palette-search': { borderBottom: 1, borderColor: 'divider', px: 2, py: 1.5 },
      '& .palette-search input': {
        display: 'block',
        width: '100%',
        boxSizing: 'border-box',
        m: 0,
        p: '4px 0 5px',
        border: 0,
        outline: 0,
        background: 'none',
        color: 'text.primary',
        font: 'inherit',
        fontSize: '1.125rem',
        '&::placeholder': { color: 'text.secondary', opacity: 1 },
      },
      '& .palette-results': resultsSx,
    },
  },
} as const;

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The command palette: a dialog holding one combobox (WAI-ARIA "combobox with listbox popup"):
 * focus stays in the text box, the arrow keys move the active result (aria-activedescendant),
 * Enter runs it, Escape closes and MUI's focus trap returns focus where it was. Mounted afresh
 * at each opening (a new key), so it starts empty with the recent items stored meanwhile.
 */
export const Palette = ({ open }: { open: boolean }) => {
  const baseId = useId();
  return (
    <Dialog
      open={open}
      onClose={closePalette}
      aria-labelledby={`${baseId}-title`}
      fullWidth
      maxWidth="sm"
      sx={dialogSx}
      slotProps={dialogSlotProps}
    >
      <PaletteBody baseId={baseId} />
    </Dialog>
  );
};

/**
 * The dialog's content: its own component, so a typed key redraws the text box and the results,
 * not the dialog, its backdrop and its focus trap around them.
 */
const PaletteBody = ({ baseId }: { baseId: string }) => {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentItem[]>(recentStorage.read);
  const { screens, mounted } = usePaletteScreens();
  const { links } = useConsoleScreens();
  const groups = useMemo(
    () => buildGroups(query, screens, mounted, recent, window.location.origin, links),
    [query, screens, mounted, recent, links],
  );
  const commands = useMemo(() => groups.flatMap((group) => group.commands), [groups]);
  const current = commands[Math.min(active, commands.length - 1)];
  const optionId = (id: string) => `${baseId}-${id}`;

  const remember = useCallback((item: RecentItem) => {
    setRecent((items) => {
      const next = addRecent(items, item);
      recentStorage.write(next);
      return next;
    });
  }, []);
  const clearRecent = useCallback(() => {
    recentStorage.write([]);
    setRecent([]);
    setActive(0);
  }, []);
  const changeQuery = useCallback((text: string) => {
    setQuery(text);
    setActive(0);
  }, []);
  const run = useRunCommand({ remember, clearRecent, setQuery: changeQuery });

  const activeDomId = current ? optionId(current.id) : undefined;
  useEffect(() => {
    if (activeDomId) document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = commands.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, count - 1) + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) run(current);
    }
  };

  const listId = `${baseId}-list`;
  return (
    <>
      <h2 id={`${baseId}-title`} style={visuallyHidden}>
        {translate('app.palette.title')}
      </h2>
      <div className="palette-search">
        <input
          autoFocus
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.palette.placeholder')}
          role="combobox"
          aria-label={translate('app.palette.input')}
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeDomId}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <PaletteResults
        listId={listId}
        groups={groups}
        activeId={current?.id}
        optionId={optionId}
        onRun={run}
        onHover={(id) => setActive(commands.findIndex((command) => command.id === id))}
      />
      <div role="status" style={visuallyHidden}>
        {commands.length
          ? translate('app.palette.count', { smart_count: commands.length })
          : translate('app.palette.none')}
      </div>
    </>
  );
};
