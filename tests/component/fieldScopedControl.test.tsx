import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FieldScopedForm } from '../../src/challenge-form/hooks/fieldScopedControl';

type Values = { title: string; summary: string; note: string };

/** How many times each field was drawn. */
const renders = new Map<string, number>();

/**
 * An input as react-admin's are: a controller, its value and its error shown; `showsSubmitted`
 * also reads whether the form was submitted, as react-admin's rich text input does.
 */
const Field = ({
  name,
  showsSubmitted = false,
}: {
  name: keyof Values;
  showsSubmitted?: boolean;
}) => {
  const { field, fieldState, formState } = useController<Values>({ name });
  renders.set(name, (renders.get(name) ?? 0) + 1);
  return (
    <label>
      {name}
      <input {...field} />
      <span role="status" aria-label={`${name} error`}>
        {fieldState.error?.message ?? ''}
      </span>
      {showsSubmitted && (
        <span role="status" aria-label={`${name} submitted`}>
          {formState.isSubmitted ? 'submitted' : ''}
        </span>
      )}
    </label>
  );
};

/** Hands the form's methods to the test, as the form's own Submit reads them. */
const Methods = ({
  onReady,
}: {
  onReady: (methods: ReturnType<typeof useForm<Values>>) => void;
}) => {
  const methods = useFormContext<Values>();
  useEffect(() => {
    onReady(methods);
  }, [methods, onReady]);
  return null;
};

/** Only an empty title is an error, as the form's schema says of its required fields. */
const onlyTitleRequired: Resolver<Values> = (values) => {
  const result: ResolverResult<Values> =
    values.title.trim() === ''
      ? { values: {}, errors: { title: { type: 'required', message: 'Required' } } }
      : { values, errors: {} };
  return Promise.resolve(result);
};

const renderForm = () => {
  renders.clear();
  let methods!: ReturnType<typeof useForm<Values>>;
  const Form = () => {
    const form = useForm<Values>({
      defaultValues: { title: 'A title', summary: 'A summary', note: 'A note' },
      resolver: onlyTitleRequired,
    });
    return (
      <FormProvider {...form}>
        <FieldScopedForm>
          <Field name="title" />
          <Field name="summary" />
          <Field name="note" showsSubmitted />
          <Methods onReady={(m) => (methods = m)} />
        </FieldScopedForm>
      </FormProvider>
    );
  };
  render(<Form />);
  return { methods: () => methods };
};

describe('the challenge form’s field-scoped control', () => {
  it('an invalid submit draws the invalid field again, not the others', async () => {
    const { methods } = renderForm();
    await act(() => methods().setValue('title', ''));
    const before = new Map(renders);
    await act(() => methods().handleSubmit(() => undefined)());
    expect(screen.getByRole('status', { name: 'title error' }).textContent).toBe('Required');
    expect(renders.get('title')).toBeGreaterThan(before.get('title')!);
    expect(renders.get('summary')).toBe(before.get('summary'));
  });

  it('a field that reads whether the form was submitted is drawn when that changes, not after', async () => {
    const { methods } = renderForm();
    await act(() => methods().setValue('title', ''));
    let before = renders.get('note')!;
    await act(() => methods().handleSubmit(() => undefined)());
    expect(screen.getByRole('status', { name: 'note submitted' }).textContent).toBe('submitted');
    expect(renders.get('note')).toBeGreaterThan(before);
    before = renders.get('note')!;
    await act(() => methods().handleSubmit(() => undefined)());
    expect(screen.getByRole('status', { name: 'title error' }).textContent).toBe('Required');
    expect(renders.get('note')).toBe(before);
    await act(() => methods().reset(undefined, { keepValues: true }));
    expect(screen.getByRole('status', { name: 'note submitted' }).textContent).toBe('');
  });

  it('a field whose error clears is drawn again; a reset still reaches every value', async () => {
    const { methods } = renderForm();
    await act(() => methods().setValue('title', ''));
    await act(() => methods().handleSubmit(() => undefined)());
    await act(() => methods().setValue('title', 'Back again', { shouldValidate: true }));
    expect(screen.getByRole('status', { name: 'title error' }).textContent).toBe('');
    await act(() => methods().reset({ title: 'Reset title', summary: 'Reset summary' }));
    expect(screen.getByLabelText('summary', { selector: 'input' })).toHaveProperty(
      'value',
      'Reset summary',
    );
    await act(() => methods().setError('summary', { type: 'server', message: 'Taken' }));
    expect(screen.getByRole('status', { name: 'summary error' }).textContent).toBe('Taken');
    await act(() => methods().clearErrors());
    expect(screen.getByRole('status', { name: 'summary error' }).textContent).toBe('');
  });
});
