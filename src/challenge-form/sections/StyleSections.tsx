import type { ChangeEvent } from 'react';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ColourInput } from '../inputs/ColourInput';
import { ImageFileInput } from '../inputs/ImageFileInput';
import { fieldLabel } from './labels';

const LAYOUT = 'contest_layout_customization';

/** The colour the picker shows when none is stored (an `<input type=color>` always shows one). */
const SHOWN_COLOUR = '#000000';

/**
 * The banner colour is enabled only when the customise-banner helper is yes (seed 001 §4): off
 * sends no colour (model/sendRules.ts), on keeps the colour the picker shows.
 */
export const BannerColourSection = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const customise = useWatch({ name: 'ui.customise_banner' }) as boolean;
  const colour = `${LAYOUT}.custom_banner_color`;
  const onHelper = (on: boolean) => {
    if (on && !getValues(colour)) setValue(colour, SHOWN_COLOUR, { shouldDirty: true });
  };
  return (
    <>
      <BooleanInput
        source="ui.customise_banner"
        label={fieldLabel('customise_banner')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onHelper(event.target.checked)}
      />
      <ColourInput
        source={`${LAYOUT}.custom_banner_color`}
        label={translate(fieldLabel('custom_banner_color'))}
        disabled={!customise}
      />
    </>
  );
};

export const LogoSection = () => {
  const translate = useTranslate();
  const url = useWatch({ name: `${LAYOUT}.custom_banner_logo_url` }) as string | null;
  return (
    <>
      <ImageFileInput
        source={`${LAYOUT}.custom_banner_logo`}
        urlSource={`${LAYOUT}.custom_banner_logo_url`}
        label={translate(fieldLabel('custom_banner_logo'))}
      />
      {url && (
        <BooleanInput
          source={`${LAYOUT}.remove_custom_banner_logo`}
          label={fieldLabel('remove_custom_banner_logo')}
        />
      )}
    </>
  );
};

export const BannerTitleSection = () => (
  <TextInput
    source={`${LAYOUT}.custom_banner_text`}
    label={fieldLabel('custom_banner_text')}
    fullWidth
  />
);

const layoutToggle = (name: string) => {
  const Section = () => <BooleanInput source={`${LAYOUT}.${name}`} label={fieldLabel(name)} />;
  Section.displayName = `LayoutToggle(${name})`;
  return Section;
};

export const HideHeaderSection = layoutToggle('hide_header_layout');
export const HideFooterSection = layoutToggle('hide_footer_layout');
export const HideDemographicsSection = layoutToggle('hide_demographics_section_on_dashboard');

/** Questionnaire only: whether solvers attach a file, and the label of that input. */
export const AttachFileSection = () => {
  const attach = useWatch({ name: `${LAYOUT}.attach_file_to_submission` }) as boolean;
  return (
    <>
      <BooleanInput
        source={`${LAYOUT}.attach_file_to_submission`}
        label={fieldLabel('attach_file_to_submission')}
      />
      <TextInput
        source={`${LAYOUT}.attach_file_to_submission_label`}
        label={fieldLabel('attach_file_to_submission_label')}
        disabled={!attach}
        fullWidth
      />
    </>
  );
};
