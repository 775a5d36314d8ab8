import type { CSSProperties } from 'react';
import { APP_BAR_HEIGHT } from '../ui/appBarHeight';
import { LoadFailed } from './LoadFailed';
import { CONTENT_MIN_WIDTH, contentGutter } from './contentGutter';
import { FOLD_BELOW_PX } from './menuFold';
import { readJson } from '../storage/browserStorage';

/**
 * The console's shell painted by the entry before the context, react-admin and the page's
 * code have arrived: the app bar, the menu's place and the page heading, where react-admin's
 * layout puts them, so nothing moves when the real shell replaces it. Plain elements with
 * inline styles: MUI and react-admin are not loaded yet (and the solver area shares the entry).
 */

/** react-admin's layout as measured: a 48 px dense app bar, the sidebar (theme.sidebar). */
export const SHELL = {
  appBarHeight: APP_BAR_HEIGHT,
  menuOpenWidth: 240,
  menuClosedWidth: 50,
} as const;

/** The colours of src/layout/theme.ts (app bar = palette.secondary, as react-admin's AppBar). */
const PALETTE = {
  light: {
    appBar: '#0d3c75',
    background: '#fafafb',
    text: 'rgba(0, 0, 0, 0.87)',
    bar: 'rgba(0, 0, 0, 0.11)',
  },
  dark: {
    appBar: '#1d3557',
    background: '#121212',
    text: '#ffffff',
    bar: 'rgba(255, 255, 255, 0.13)',
  },
};

/** MUI's Typography h4 and h5 of the theme. */
const HEADINGS = {
  h4: { fontSize: 34, lineHeight: 1.235, letterSpacing: '0.00735em' },
  h5: { fontSize: 24, lineHeight: 1.334, letterSpacing: '0em' },
};

const FONT = 'Roboto, Helvetica, Arial, sans-serif';

const readStore = (key: string): unknown => readJson('local', `RaStore.${key}`);

/** The theme react-admin will pick: the one chosen before, else the system's. */
export const skeletonMode = (): 'light' | 'dark' => {
  const stored = readStore('theme');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
};

/** Whether react-admin's sidebar will be open: as left before, else open from 600 px up. */
export const skeletonMenuOpen = (): boolean => {
  // A narrow window starts with the menu folded (useFoldedSidebar), whatever was stored.
  if (window.innerWidth < FOLD_BELOW_PX) return false;
  const stored = readStore('sidebar.open');
  return typeof stored === 'boolean' ? stored : true;
};

export interface ShellSkeletonProps {
  /** The page's heading, or none for a path the console may not know. */
  title?: string;
  heading: 'h4' | 'h5';
  breadcrumbs: boolean;
  headingTop?: number;
  /** Announced to assistive technology while the shell is a picture. */
  loadingLabel: string;
  /** The console's code did not arrive: said under the heading, with Reload, instead of loading. */
  failed?: { message: string; reloadLabel: string };
}

export const ShellSkeleton = ({
  title,
  heading,
  breadcrumbs,
  headingTop = 0,
  loadingLabel,
  failed,
}: ShellSkeletonProps) => {
  const colours = PALETTE[skeletonMode()];
  const menuWidth = skeletonMenuOpen() ? SHELL.menuOpenWidth : SHELL.menuClosedWidth;
  const bar = (key: string, width: number | string, height: number, extra: CSSProperties = {}) => (
    <div key={key} style={{ width, height, borderRadius: 4, background: colours.bar, ...extra }} />
  );
  return (
    <div
      data-shell-skeleton=""
      style={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        background: colours.background,
        color: colours.text,
        fontFamily: FONT,
      }}
    >
      {failed ? (
        <LoadFailed
          message={failed.message}
          reloadLabel={failed.reloadLabel}
          style={{ position: 'absolute', top: SHELL.appBarHeight + 120, left: menuWidth + 24 }}
        />
      ) : (
        <span
          role="status"
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clipPath: 'inset(50%)',
          }}
        >
          {loadingLabel}
        </span>
      )}
      <div aria-hidden="true">
        <header
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: SHELL.appBarHeight,
            background: colours.appBar,
            color: '#ffffff',
            boxShadow:
              '0px 2px 4px -1px rgba(0,0,0,0.2), 0px 4px 5px 0px rgba(0,0,0,0.14), 0px 1px 10px 0px rgba(0,0,0,0.12)',
          }}
        >
          <p
            style={{
              position: 'absolute',
              left: 53,
              top: 8,
              margin: 0,
              fontSize: 20,
              lineHeight: '32px',
              letterSpacing: '0.15px',
            }}
          >
            {title}
          </p>
        </header>
        <div
          data-shell-menu=""
          style={{
            position: 'absolute',
            top: SHELL.appBarHeight,
            left: 0,
            bottom: 0,
            width: menuWidth,
            boxSizing: 'border-box',
            padding: '12px 16px',
            display: 'flex',
            flexDirection: 'column',
            gap: 20,
          }}
        >
          {[70, 55, 80, 60, 75].map((percent) =>
            bar(String(percent), `${percent}%`, 16, { flexShrink: 0 }),
          )}
        </div>
        <div
          style={{
            position: 'absolute',
            top: SHELL.appBarHeight,
            left: menuWidth,
            right: 0,
            // The layout's gap beside the menu: this box spans the row, as react-admin's does.
            paddingInline: contentGutter(menuWidth),
          }}
        >
          <div
            style={{
              minWidth: CONTENT_MIN_WIDTH,
              maxWidth: 1440,
              margin: '0 auto',
              paddingTop: 16,
            }}
          >
            {breadcrumbs && bar('crumbs', 160, 24, { marginBottom: 16 })}
            <h1
              style={{
                margin: 0,
                paddingTop: headingTop,
                fontWeight: 400,
                fontSize: HEADINGS[heading].fontSize,
                lineHeight: HEADINGS[heading].lineHeight,
                letterSpacing: HEADINGS[heading].letterSpacing,
              }}
            >
              {title}
            </h1>
          </div>
        </div>
      </div>
    </div>
  );
};
