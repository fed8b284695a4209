// The adapter for a form whose draft lives in a flow (the flow holds the values, validates them
// with the catalogue's schema and keeps the messages by path): what getInputProps is for a form
// on @mantine/form, draftInputs is for a flow's draft — the props a Mantine input needs, its
// value, its change sent to the flow as a patch, its message, and its data-path for
// focusFirstInvalid.
/** A flow's messages by path, or a function giving the message for a path. */
export type DraftErrors = Partial<Record<string, string>> | ((path: string) => string | undefined);

type TextKey<D> = { [K in keyof D & string]: D[K] extends string | number | null | undefined ? K : never }[keyof D &
  string];
type FlagKey<D> = { [K in keyof D & string]: D[K] extends boolean ? K : never }[keyof D & string];

/** The inputs of a draft whose text fields are `T` and whose flags are `F`. */
export interface DraftInputs<T extends string = string, F extends string = never> {
  /** A text-like input or a native select: value as text, the change as `{ [key]: text }`. */
  (key: T): {
    'data-path': string;
    value: string;
    error: string | undefined;
    /** The schema requires it (the required mark); absent unless the form names its schema. */
    required?: boolean;
    onChange: (e: { currentTarget: { value: string } }) => void;
  };
  /** A checkbox: checked, the change as `{ [key]: checked }`. */
  check: (key: F) => {
    'data-path': string;
    checked: boolean;
    error: string | undefined;
    onChange: (e: { currentTarget: { checked: boolean } }) => void;
  };
  /** The message for any path (a list item's field, a group). */
  errorOf: (path: string) => string | undefined;
}

/**
 * `prefix`: where the draft sits in the form (`projects.0.` for a list item): the paths of its
 * inputs and of their messages start with it. `required`: which paths the schema requires
 * (`requiredBy(schema)`), for the required mark.
 */
export function draftInputs<D extends object>(
  draft: D,
  set: (patch: Partial<D>) => void,
  errors: DraftErrors,
  prefix = '',
  required?: (path: string) => boolean,
): DraftInputs<TextKey<D>, FlagKey<D>> {
  const errorOf = typeof errors === 'function' ? errors : (path: string) => errors[path] || undefined;
  const text = (key: TextKey<D>) => ({
    'data-path': prefix + key,
    value: String(draft[key] ?? ''),
    error: errorOf(prefix + key),
    ...(required && { required: required(prefix + key) }),
    onChange: (e: { currentTarget: { value: string } }) => set({ [key]: e.currentTarget.value } as Partial<D>),
  });
  const check = (key: FlagKey<D>) => ({
    'data-path': prefix + key,
    checked: Boolean(draft[key]),
    error: errorOf(prefix + key),
    onChange: (e: { currentTarget: { checked: boolean } }) => set({ [key]: e.currentTarget.checked } as Partial<D>),
  });
  return Object.assign(text, { check, errorOf });
}
