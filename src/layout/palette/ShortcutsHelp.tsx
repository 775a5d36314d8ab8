import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ScreenKey } from '../../ui/screenKeys';
import { paletteStore } from './paletteStore';
import type { ScreenShortcut } from './shortcuts';

const Keys = ({ keys, joiner }: { keys: string[]; joiner: string }) => (
  <>
    {keys.map((key, index) => (
      <Fragment key={key}>
        {index > 0 && ` ${joiner} `}
        <kbd>{key}</kbd>
      </Fragment>
    ))}
  </>
);

/** `?`: every shortcut of the console, the `g` ones for the screens the menu mounts. */
export const ShortcutsHelp = ({
  open,
  shortcuts,
  screenKeys,
  isMac,
}: {
  open: boolean;
  shortcuts: readonly ScreenShortcut[];
  screenKeys: readonly ScreenKey[];
  isMac: boolean;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.palette.help.${key}`, options);
  const then = t('then');
  const or = t('or');
  const rows: [ReactNode, string][] = [
    [
      <kbd key="k">{translate(isMac ? 'app.palette.key_mac' : 'app.palette.key_ctrl')}</kbd>,
      t('palette'),
    ],
    ...shortcuts.map((shortcut): [ReactNode, string] => [
      <Keys key={shortcut.path} keys={['g', shortcut.letter]} joiner={then} />,
      t('go', { title: translate(shortcut.titleKey) }),
    ]),
    [<kbd key="/">/</kbd>, t('search')],
    [<kbd key="?">?</kbd>, t('help')],
    [<Keys key="arrows" keys={['↑', '↓']} joiner={or} />, t('rows')],
    [<kbd key="enter">Enter</kbd>, t('enter_row')],
    [<Keys key="toggle" keys={['Enter', 'Space']} joiner={or} />, t('toggle_card')],
    // The keys of the screen on show (src/ui/screenKeys.ts).
    ...screenKeys.map((key): [ReactNode, string] => [
      <Keys key={key.labelKey} keys={[...key.keys]} joiner={or} />,
      translate(key.labelKey),
    ]),
  ];
  return (
    <Dialog open={open} onClose={() => paletteStore.set(null)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('note')}
        </Typography>
        <Box component="table" sx={tableSx}>
          <thead>
            <tr>
              <th scope="col">{t('keys')}</th>
              <th scope="col">{t('action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([keys, action]) => (
              <tr key={action}>
                <td>{keys}</td>
                <td>{action}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => paletteStore.set(null)}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const tableSx = {
  borderCollapse: 'collapse',
  typography: 'body2',
  '& th': { textAlign: 'left', fontWeight: 600, pb: 1 },
  '& th, & td': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
  '& kbd': {
    fontFamily: 'monospace',
    border: 1,
    borderColor: 'divider',
    borderRadius: 0.5,
    px: 0.75,
    bgcolor: 'action.hover',
  },
} as const;
