import * as z from 'zod/mini';
import { named, ours } from './marks';
import { optionGroupsShape, optionsShape } from './openShapes';
import { text } from './variants';

/** form_selects/contest_permission_locations: locations grouped by continent. */
export const locationGroupSchema = z.object({
  /** Ours: the continent's name; options without one show ungrouped. */
  label: ours(text()),
  options: named(
    'seed 001 §7',
    optionsShape(
      z.array(
        z.object({
          value: named('seed 001 §7', text()),
          /** Ours: the value shows when there is no label. */
          label: ours(text()),
        }),
      ),
    ),
  ),
});
export type LocationGroup = z.infer<typeof locationGroupSchema>;
export const locationGroupsSchema = optionGroupsShape(z.array(locationGroupSchema));
