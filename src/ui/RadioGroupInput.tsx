import { RadioButtonGroupInput, useTranslate, type RadioButtonGroupInputProps } from 'react-admin';

export type RadioGroupInputProps = RadioButtonGroupInputProps & { label: string };

/**
 * react-admin's RadioButtonGroupInput names its fieldset by the legend but leaves the inner
 * `radiogroup` unnamed, so a screen reader hears "Yes, radio" without the question: the group
 * is named by the same label.
 */
export const RadioGroupInput = ({ options, label, ...props }: RadioGroupInputProps) => {
  const translate = useTranslate();
  return (
    <RadioButtonGroupInput
      {...props}
      label={label}
      options={{ ...options, 'aria-label': translate(label, { _: label }) }}
    />
  );
};
