import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { AdminContext, Form } from 'react-admin';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldScopedForm } from '../../src/challenge-form/hooks/fieldScopedControl';
import { UncontrolledTextInput } from '../../src/challenge-form/inputs/UncontrolledTextInput';

/** Hands the form's methods to the test, as the form's own buttons and dialogs use them. */
const Methods = ({ onReady }: { onReady: (methods: UseFormReturn) => void }) => {
  const methods = useFormContext();
  useEffect(() => {
    onReady(methods);
  }, [methods, onReady]);
  return null;
};

const renderTitle = (defaults: Record<string, unknown>) => {
  let methods: UseFormReturn | undefined;
  const validate = (values: Record<string, unknown>) =>
    values.title ? {} : { title: 'A title is needed' };
  render(
    <AdminContext>
      <Form defaultValues={defaults} validate={validate} mode="onTouched" noValidate>
        <FieldScopedForm>
          <UncontrolledTextInput source="title" label="Title" fullWidth />
          <Methods onReady={(ready) => (methods = ready)} />
        </FieldScopedForm>
      </Form>
    </AdminContext>,
  );
  return { form: () => methods!, title: () => screen.getByLabelText('Title') };
};

describe('a text input react-hook-form holds uncontrolled', () => {
  it('hands typing to the form, with dirty state, and an emptied field as null', async () => {
    const { form, title } = renderTitle({ title: 'Old' });
    expect(title()).toHaveValue('Old');
    await userEvent.clear(title());
    await userEvent.type(title(), 'New title');
    expect(form().getValues('title')).toBe('New title');
    expect(form().getFieldState('title').isDirty).toBe(true);
    await userEvent.clear(title());
    expect(form().getValues('title')).toBeNull();
  });

  it('shows the error once touched, and hides it when the value is valid again', async () => {
    const { title } = renderTitle({ title: '' });
    await userEvent.click(title());
    await userEvent.tab();
    expect(await screen.findByText('A title is needed')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title(), 'x');
    await act(() => Promise.resolve());
    expect(screen.queryByText('A title is needed')).not.toBeInTheDocument();
  });

  it('shows a reset’s value and keeps handing typing to the form after it', async () => {
    const { form, title } = renderTitle({ title: 'Before' });
    act(() => form().reset({ title: 'Restored' }));
    expect(await screen.findByDisplayValue('Restored')).toBe(title());
    await userEvent.type(title(), ' and typed');
    expect(form().getValues('title')).toBe('Restored and typed');
  });

  it('shows a value set from elsewhere, its label moved off the text', async () => {
    const { form, title } = renderTitle({ title: '' });
    const label = () => document.querySelector('label[for="title"]');
    expect(label()).toHaveAttribute('data-shrink', 'false');
    act(() => form().setValue('title', 'Theirs', { shouldDirty: true }));
    expect(await screen.findByDisplayValue('Theirs')).toBe(title());
    expect(label()).toHaveAttribute('data-shrink', 'true');
    await userEvent.type(title(), '!');
    expect(form().getValues('title')).toBe('Theirs!');
  });
});
