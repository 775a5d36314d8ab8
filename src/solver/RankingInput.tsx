import { IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FieldSet } from './FieldSet';
import { t } from './i18n';
import { allOptions } from './options';
import type { SupplementalInputProps } from './supplementalProps';

/** The items in the solver's order; the answer starts as the challenge's order. */
export const rankingOrder = (options: string[], value: unknown): string[] =>
  Array.isArray(value) &&
  value.length === options.length &&
  options.every((option) => value.includes(option))
    ? (value as string[])
    : options;

const move = (items: string[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

type Direction = 'up' | 'down';

/**
 * Up and down buttons rather than dragging: they work by keyboard and on small screens. Focus
 * follows the moved item; at the top or bottom (its button now disabled) it goes to the item's
 * other button.
 */
export const RankingInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const items = rankingOrder(allOptions(field), value);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<{ item: string; direction: Direction } | null>(null);
  const order = items.join('\n');
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const other: Direction = last.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${last.item}:${last.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${last.item}:${other}`))?.focus();
  }, [order]);

  const button = (item: string, index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    return (
      <IconButton
        ref={(node: HTMLButtonElement | null) => {
          if (node) buttons.current.set(`${item}:${direction}`, node);
          else buttons.current.delete(`${item}:${direction}`);
        }}
        aria-label={t(`app.solver.form.move_${direction}`, { item })}
        disabled={to < 0 || to >= items.length}
        onClick={() => {
          moved.current = { item, direction };
          onChange(move(items, index, to));
        }}
      >
        <span aria-hidden>{direction === 'up' ? '↑' : '↓'}</span>
      </IconButton>
    );
  };

  return (
    <FieldSet
      title={field.title}
      required={field.required}
      error={error}
      hint={t('app.solver.form.ranking_hint')}
    >
      <List dense component="ol">
        {items.map((item, index) => (
          <ListItem
            key={item}
            disableGutters
            secondaryAction={
              <Stack direction="row">
                {button(item, index, 'up')}
                {button(item, index, 'down')}
              </Stack>
            }
          >
            <ListItemText primary={`${index + 1}. ${item}`} />
          </ListItem>
        ))}
      </List>
    </FieldSet>
  );
};
