import { IconButton, List, ListItem, ListItemText, Stack } from '@mui/material';
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

/** Up and down buttons rather than dragging: they work by keyboard and on small screens. */
export const RankingInput = ({ field, value, error, onChange }: SupplementalInputProps) => {
  const items = rankingOrder(allOptions(field), value);
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
                <IconButton
                  aria-label={t('app.solver.form.move_up', { item })}
                  disabled={index === 0}
                  onClick={() => onChange(move(items, index, index - 1))}
                >
                  <span aria-hidden>↑</span>
                </IconButton>
                <IconButton
                  aria-label={t('app.solver.form.move_down', { item })}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(move(items, index, index + 1))}
                >
                  <span aria-hidden>↓</span>
                </IconButton>
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
