import { Box } from '@mui/material';
import {
  memo,
  startTransition,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type JSX,
  type Key,
} from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { APP_BAR_HEIGHT } from '../appBarHeight';
import { cellContent } from './cells';
import type { GridColumn } from './columns';
import { useInternalLinks } from './useInternalLinks';
import { useRowKeys } from './useRowKeys';

/** Rows painted at once: more than a screenful. */
export const FIRST_CHUNK = 30;
/**
 * Rows added per step after that: the rest of the largest page (500) in one step. A step is a
 * transition, which React renders in slices of 5 ms, so no task grows long; steps of 60 made
 * 500 rows slower by a third (docs/decisions.md, "500 rows in two steps").
 */
export const NEXT_CHUNK = 470;
/** The height the browser gives a row off screen before laying it out (`contain-intrinsic-size`). */
const ROW_HEIGHT_OFF_SCREEN = 40;

export interface FastGridProps<T> {
  rows: readonly T[];
  columns: readonly GridColumn<T>[];
  rowKey: (row: T) => Key;
  /** Accessible name of the table (usually the page heading). */
  label: string;
}

interface RowProps<T> {
  row: T;
  columns: readonly GridColumn<T>[];
  index: number;
  /** The one row in the tab order (roving tabindex); the others are reached by arrow keys. */
  tabbable: boolean;
}

const GridRow = memo(function GridRow<T>({ row, columns, index, tabbable }: RowProps<T>) {
  return (
    <div role="row" className="row" tabIndex={tabbable ? 0 : -1} data-row={index}>
      {columns.map((column) => {
        const { content, title } = cellContent(column, row);
        return (
          <div
            role="cell"
            key={column.id}
            className={column.align === 'right' ? 'num' : undefined}
            title={title}
          >
            {content}
          </div>
        );
      })}
    </div>
  );
}) as <T>(props: RowProps<T>) => JSX.Element;

/**
 * The first rows of a new list at once, the rest in steps of NEXT_CHUNK, each step a separate
 * interruptible transition: the main thread is never blocked for long, whatever the page size.
 */
const useProgressiveRows = <T,>(rows: readonly T[]): readonly T[] => {
  const [progress, setProgress] = useState({ rows, count: FIRST_CHUNK });
  const count = progress.rows === rows ? progress.count : FIRST_CHUNK;
  useEffect(() => {
    if (count >= rows.length) return undefined;
    const step = setTimeout(
      () => startTransition(() => setProgress({ rows, count: count + NEXT_CHUNK })),
      0,
    );
    return () => clearTimeout(step);
  }, [rows, count]);
  return count >= rows.length ? rows : rows.slice(0, count);
};

/**
 * The table and the rows still to come. Apart from FastGrid so that each step re-renders this
 * alone: the grid's styles (one `sx` object) are not serialised again at every step.
 */
const GridTable = <T,>({ rows, columns, rowKey, label }: FastGridProps<T>) => {
  const translate = useTranslate();
  const onClick = useInternalLinks(useBasename());
  const visible = useProgressiveRows(rows);
  const rowKeys = useRowKeys(visible.length);
  const headers = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        text: translate(column.label),
        align: column.align,
      })),
    [columns, translate],
  );
  return (
    <>
      <div role="table" aria-label={label} onClick={onClick}>
        <div role="rowgroup" className="head">
          <div role="row" className="row">
            {headers.map((header) => (
              <div
                role="columnheader"
                key={header.id}
                className={header.align === 'right' ? 'num' : undefined}
              >
                {header.text}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" onKeyDown={rowKeys.onKeyDown} onFocus={rowKeys.onFocus}>
          {visible.map((row, index) => (
            <GridRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              index={index}
              tabbable={index === rowKeys.tabbable}
            />
          ))}
        </div>
      </div>
      {/* The rows still to come hold their place (as tall as they are off screen), so what is
          under the grid (the pagination) does not move down step by step as they are added. */}
      {visible.length < rows.length && (
        <div
          aria-hidden
          style={{ height: (rows.length - visible.length) * ROW_HEIGHT_OFF_SCREEN }}
        />
      )}
    </>
  );
};

/**
 * A light grid for up to 500 rows: ARIA table roles on plain elements, no MUI component per
 * cell, one emotion class for the whole grid, rows memoised, the first screenful at once. Each row
 * is its own CSS grid with the same fixed column template, so rows are laid out independently
 * and the browser skips rows off screen (`content-visibility`). By keyboard: the arrow keys move a
 * visible row focus and Enter follows the row's first link (useRowKeys). react-admin's Datagrid needs
 * 350–850 ms for 500 rows here (see tests/bench).
 */
export const FastGrid = <T,>(props: FastGridProps<T>) => {
  const { columns } = props;
  const template = useMemo(
    () => columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' '),
    [columns],
  );
  return (
    <Box sx={gridStyles} style={{ '--grid-columns': template } as CSSProperties}>
      <GridTable {...props} />
    </Box>
  );
};

const gridStyles = {
  fontSize: '0.875rem',
  color: 'text.primary',
  '& .row': {
    display: 'grid',
    gridTemplateColumns: 'var(--grid-columns)',
    borderBottom: 1,
    borderColor: 'divider',
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${ROW_HEIGHT_OFF_SCREEN}px`,
  },
  '& [role="cell"], & [role="columnheader"]': {
    px: 1.5,
    py: 0.75,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  // A long text shows two lines; its full text is the cell's tooltip (cells.tsx) and the detail.
  '& [role="rowgroup"]:not(.head) [role="cell"]:not(:has(> .actions))': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: '2',
    overflow: 'hidden',
  },
  // The column names stay in view below the app bar as the rows scroll.
  '& .head': { position: 'sticky', top: APP_BAR_HEIGHT, zIndex: 1, bgcolor: 'background.paper' },
  '& .head .row': { borderBottom: 2, borderColor: 'divider', contentVisibility: 'visible' },
  // The first screenful is laid out at its real height in the first frame: skipped, it would be
  // drawn 40 px a row, then grow, pushing the pagination down (a layout shift). The rows are the
  // group's only children, all divs: `nth-of-type`, which emotion does not warn about.
  [`& [role="rowgroup"] > .row:nth-of-type(-n + ${FIRST_CHUNK})`]: { contentVisibility: 'visible' },
  '& [role="columnheader"]': { fontWeight: 600, py: 1, overflowWrap: 'normal' },
  '& [role="rowgroup"]:not(.head) .row:hover': { bgcolor: 'action.hover' },
  '& .row:focus-visible': {
    bgcolor: 'action.selected',
    outline: 2,
    outlineStyle: 'solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
  '& .num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '& .actions': { display: 'flex', flexWrap: 'wrap', columnGap: 1.5 },
} as const;
