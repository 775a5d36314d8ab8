import { useMemo, type ReactNode } from 'react';
import { FormProvider, get, useFormContext, type Control, type FieldValues } from 'react-hook-form';

/** What react-hook-form hands a form-state subscriber: the form's state after a change. */
type StateUpdate = Record<string, unknown> & { name?: string };
type SubscribeProps = Parameters<Control<FieldValues>['_subscribe']>[0];

/** The parts of the form's state that are a field's own: what its input shows. */
const FIELD_FLAGS: readonly string[] = [
  'errors',
  'dirtyFields',
  'touchedFields',
  'validatingFields',
];

/**
 * What a field's subscriber shows of the form's state, flag by flag, in the flags it has read
 * (react-hook-form marks what each subscriber reads): its own field's part of the field flags,
 * the others (`isSubmitted`, which react-admin's rich text input reads) as they are, and whether
 * the form is disabled. A submit marks every field as validating, then not, and sets
 * `isSubmitted` again: an input whose part did not change need not be drawn for it.
 */
const shownSlice = (state: StateUpdate, name: string, read: SubscribeProps['formState']) => {
  const flags = Object.entries(read ?? {}).flatMap(([flag, isRead]) => (isRead ? [flag] : []));
  return new Map<string, unknown>([
    ...flags.map((flag): [string, unknown] => [
      flag,
      FIELD_FLAGS.includes(flag) ? get(state[flag], name) : state[flag],
    ]),
    ['disabled', state.disabled],
  ]);
};

const sameSlice = (a: Map<string, unknown>, b: Map<string, unknown>) =>
  a.size === b.size &&
  [...a].every(([flag, value]) => b.has(flag) && Object.is(value, b.get(flag)));

/**
 * The form's control, but a field's form-state subscriber is told of an update that names no
 * field (a submit's errors, a reset) only when what it shows of the form's state changed.
 * react-hook-form tells every subscriber of such an update, so an invalid Submit re-rendered all
 * ~170 inputs and their MUI trees (docs/decisions.md, "The challenge form's inputs hear only their
 * own field").
 * Values, whole-form subscribers and updates that name a field pass as before.
 */
const scopeControl = (control: Control<FieldValues>): Control<FieldValues> => {
  const subscribe: Control<FieldValues>['_subscribe'] = (props) => {
    const { name } = props;
    if (typeof name !== 'string' || props.formState?.values) return control._subscribe(props);
    let shown = shownSlice(control._formState as unknown as StateUpdate, name, props.formState);
    return control._subscribe({
      ...props,
      callback: (update) => {
        const state = update as unknown as StateUpdate;
        const next = shownSlice(state, name, props.formState);
        const unchanged = sameSlice(next, shown);
        shown = next;
        if (state.name === undefined && unchanged) return;
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
