import { DateTimeInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { LIMITS } from '../model/defaults';
import { ImageFileInput } from '../inputs/ImageFileInput';
import { LazyRichText } from '../inputs/LazyRichText';
import { UncontrolledTextInput } from '../inputs/UncontrolledTextInput';
import { fieldLabel } from './labels';
import { parseDateTime } from './dates';

export const TitleSection = () => (
  <UncontrolledTextInput source="title" label={fieldLabel('title')} fullWidth />
);

export const ImageSection = () => {
  const translate = useTranslate();
  return (
    <ImageFileInput
      source="snapshot_pic"
      urlSource="snapshot_pic_url"
      label={translate(fieldLabel('snapshot_pic'))}
    />
  );
};

export const DescriptionSection = () => (
  <LazyRichText source="description" label={fieldLabel('description')} />
);

export const PrizeSection = () => (
  <LazyRichText source="short_description" label={fieldLabel('short_description')} />
);

export const RequirementSection = () => (
  <TextInput
    source="requirement"
    label={fieldLabel('requirement')}
    multiline
    minRows={2}
    fullWidth
  />
);

export const DeadlineSection = () => (
  <DateTimeInput source="deadline" label={fieldLabel('deadline')} parse={parseDateTime} />
);

export const VideoSection = () => (
  <TextInput source="link_to_video" label={fieldLabel('link_to_video')} type="url" fullWidth />
);

export const ChallengeSizeSection = () => (
  <NumberInput
    source="requested_solutions"
    label={fieldLabel('requested_solutions')}
    min={LIMITS.requestedSolutions.min}
    max={LIMITS.requestedSolutions.max}
  />
);
