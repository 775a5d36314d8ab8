import { useMemo, type ReactNode } from 'react';
import { FormProvider, get, useFormContext, type Control, type FieldValues } from 'react-hook-form';

/** What react-hook-form hands a form-state subscriber: the form's state after a change. */
type StateUpdate = Record<string, unknown> & { name?: string };
type SubscribeProps = Parameters<Control<FieldValues>['_subscribe']>[0];

/** The parts of the form's state that are a field's own: what its input shows. */
const FIELD_FLAGS = ['errors', 'dirtyFields', 'touchedFields', 'validatingFields'] as const;

/**
 * A field's own part of the form's state, in the parts its subscriber has read (react-hook-form
 * marks what each subscriber reads): a submit marks every field as validating, then not, which
 * an input that shows no "validating" state need not be drawn for.
 */
const fieldSlice = (state: StateUpdate, name: string, read: SubscribeProps['formState']) => [
  ...FIELD_FLAGS.map((flag) => (read?.[flag] ? (get(state[flag], name) as unknown) : undefined)),
  state.disabled,
];

const sameSlice = (a: unknown[], b: unknown[]) => a.every((value, i) => Object.is(value, b[i]));

/** What an input's controller reads besides its field's state: whether the form is disabled. */
const COMPARED = [...FIELD_FLAGS, 'disabled'] as readonly string[];

/** Whether a subscriber reads only its field's own state (as every input's controller does). */
const readsOnlyItsField = (flags: SubscribeProps['formState']) =>
  Object.entries(flags ?? {}).every(([flag, read]) => !read || COMPARED.includes(flag));

/**
 * The form's control, but a field's form-state subscriber is told of an update that names no
 * field (a submit's errors, a reset) only when its own error, touched, dirty or validating state
 * changed. react-hook-form tells every subscriber of such an update, so an invalid Submit
 * re-rendered all ~170 inputs and their MUI trees (docs/decisions.md, "The challenge form's inputs
 * hear only their own field").
 * Values, whole-form subscribers and updates that name a field pass as before.
 */
const scopeControl = (control: Control<FieldValues>): Control<FieldValues> => {
  const subscribe: Control<FieldValues>['_subscribe'] = (props) => {
    const { name } = props;
    if (typeof name !== 'string' || props.formState?.values) return control._subscribe(props);
    let shown = fieldSlice(control._formState as unknown as StateUpdate, name, props.formState);
    return control._subscribe({
      ...props,
      callback: (update) => {
        const state = update as unknown as StateUpdate;
        const next = fieldSlice(state, name, props.formState);
        const unchanged = sameSlice(next, shown);
        shown = next;
        if (state.name === undefined && unchanged && readsOnlyItsField(props.formState)) return;
        props.callback(update);
      },
    });
  };
  // A proxy rather than a copy: the control's getters and methods must keep reading its own state.
  return new Proxy(control, {
    get: (target, key) => (key === '_subscribe' ? subscribe : Reflect.get(target, key, target)),
  });
};

/** Provides the scoped control to the inputs below it; everything else is the form's own. */
export const FieldScopedForm = ({ children }: { children: ReactNode }) => {
  const methods = useFormContext();
  const control = useMemo(() => scopeControl(methods.control), [methods.control]);
  return (
    <FormProvider {...methods} control={control}>
      {children}
    </FormProvider>
  );
};
