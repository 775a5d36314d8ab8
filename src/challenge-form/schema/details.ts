import { dateBetween, first, ourMaxLength, required, richMaxLength, richRequired } from './rules';
import { MAX_YEARS_AHEAD, TEXT_LIMITS } from './limits';
import { collect, type SectionValidator } from './types';
import type { ValidationContext } from '../model/types';

export const validateTitle: SectionValidator = (values, context) =>
  collect([
    'title',
    first(required(values.title), ourMaxLength(values, context, 'title', TEXT_LIMITS.title)),
  ]);

/** The image is required for every type but ideation (seed 001 §5). */
export const validateImage: SectionValidator = (values, { type }) =>
  collect([
    'snapshot_pic',
    type !== 'ideation' && !values.snapshot_pic && !values.snapshot_pic_url
      ? required(null)
      : undefined,
  ]);

export const validateDescription: SectionValidator = (values) =>
  collect([
    'description',
    first(
      richRequired(values.description),
      richMaxLength(values.description, TEXT_LIMITS.description),
    ),
  ]);

export const validatePrize: SectionValidator = (values) =>
  collect([
    'short_description',
    first(
      richRequired(values.short_description),
      richMaxLength(values.short_description, TEXT_LIMITS.prize),
    ),
  ]);

export const validateRequirement: SectionValidator = (values, context) =>
  collect([
    'requirement',
    first(
      required(values.requirement),
      ourMaxLength(values, context, 'requirement', TEXT_LIMITS.requirement),
    ),
  ]);

export const validateVideo: SectionValidator = (values, context) =>
  collect(['link_to_video', ourMaxLength(values, context, 'link_to_video', TEXT_LIMITS.url)]);

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Today at the earliest, unless the stored value is older (editing keeps it valid). */
export const dateBounds = (stored: string | null | undefined, { now }: ValidationContext) => {
  const today = startOfDay(now);
  const storedDate = stored ? new Date(stored) : undefined;
  const earliest = storedDate && storedDate < today ? startOfDay(storedDate) : today;
  const latest = new Date(today);
  latest.setFullYear(latest.getFullYear() + MAX_YEARS_AHEAD);
  return { earliest, latest };
};

/** The deadline is required for timed and questionnaire challenges. */
export const validateDeadline: SectionValidator = (values, context) => {
  const { earliest, latest } = dateBounds(context.initial?.deadline, context);
  const needed = context.type === 'timed' || context.type === 'questionnaire';
  return collect([
    'deadline',
    first(
      needed ? required(values.deadline) : undefined,
      dateBetween(values.deadline, earliest, latest),
    ),
  ]);
};
