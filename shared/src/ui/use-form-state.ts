import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { serverMessage } from './server-message';

/** One message per field; an empty object means valid. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

export interface FormStateOptions<V> {
  /** A failed save → its text. Default: the server's message, "Error de conexión", or "Error desconocido". */
  errorText?: (error: unknown) => string;
  /**
   * The field a failed save's text is about (shown under it); any other text goes to `serverError`. It also gets
   * the error itself: an ApiError's `field` is the field the server named (`campo`).
   */
  fieldOf?: (message: string, error: unknown) => keyof V | undefined;
  /** Receives a failed save's text that belongs to no field instead of `serverError` (e.g. to show it as a toast). */
  onServerError?: (message: string) => void;
}

export interface FormState<V> {
  values: V;
  errors: FormErrors<V>;
  /** A failed save's text that belongs to no field (FormModal shows it above the fields). */
  serverError: string | null;
  /** True while `save` runs. */
  busy: boolean;
  /** Sets one value and clears that field's error. */
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /** `value`, `error` and `onChange` for a TextInput, TextArea or Select bound to a text field. */
  field: (key: TextKey<V>) => {
    value: string;
    error: string | undefined;
    onChange: (change: string | ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /**
   * The form's submit handler: validates (errors shown, nothing sent, focus on the first invalid field) or runs
   * `save(values)`; a rejection lands under its field (`fieldOf`) or in `serverError`.
   */
  submit: (save: (values: V) => Promise<unknown>) => (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Back to the initial values (or `values`), with no errors. */
  reset: (values?: V) => void;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * The one form pattern: values, per-field errors that clear when the field is edited, client validation
 * before saving, and the server's answer under its field or above the form.
 *
 * @example
 * const form = useFormState(EMPTY_JEFE, validateJefe, { fieldOf: (m) => (m === 'Nombres requeridos' ? 'nombres' : undefined) });
 * <form onSubmit={form.submit((values) => create.mutateAsync(values))} noValidate>
 *   <TextInput label="Nombres" required {...form.field('nombres')} />
 * </form>
 */
export function useFormState<V extends object>(
  initial: V | (() => V),
  validate: (values: V) => FormErrors<V>,
  { errorText = (error) => serverMessage(error, 'Error desconocido'), fieldOf, onServerError }: FormStateOptions<V> = {},
): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  // After a failed attempt, move focus to the first field with an error.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _cleared, ...rest } = e;
      return rest as FormErrors<V>;
    });
  };

  const submit = (save: (values: V) => Promise<unknown>) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (event) formRef.current = event.currentTarget;
    const found = validate(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await save(values);
    } catch (error) {
      const message = errorText(error);
      const key = fieldOf?.(message, error);
      if (key !== undefined) setErrors({ [key]: message } as FormErrors<V>);
      else if (onServerError) onServerError(message);
      else setServerError(message);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    serverError,
    busy,
    set,
    field: (key) => ({
      value: values[key] as string,
      error: errors[key],
      onChange: (change) => set(key, (typeof change === 'string' ? change : change.target.value) as V[typeof key]),
    }),
    submit,
    reset: (next) => {
      setValues(next ?? (typeof initial === 'function' ? initial() : initial));
      setErrors({});
      setServerError(null);
    },
  };
}
