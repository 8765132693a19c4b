import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V, string>>;

/** The first message per top-level field, in the schema's order. */
export function fieldErrors<V extends Values>(error: z.ZodError): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as keyof V] = issue.message;
  }
  return errors;
}

/**
 * A small form state for string fields, validated by a zod schema on submit. After the first
 * submit every change re-validates, so a message goes away as soon as the field is fixed.
 * On an invalid submit the first invalid control receives focus.
 */
export function useZodForm<V extends Values, Out>(schema: z.ZodType<Out>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (next: V) => {
      const result = schema.safeParse(next);
      return result.success ? { data: result.data, errors: {} } : { data: undefined, errors: fieldErrors<V>(result.error) };
    },
    [schema],
  );

  const setValue = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(next).errors);
  };

  /** value/onChange/name for an input, textarea or select. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, e.target.value),
  });

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    setErrors(result.errors);
    const firstInvalid = Object.keys(result.errors)[0];
    if (firstInvalid !== undefined) {
      const control = event.currentTarget.elements.namedItem(firstInvalid);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onValid(result.data as Out);
  };

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
    setSubmitted(false);
  }, [initialValues]);

  return { values, errors, field, setValue, handleSubmit, reset };
}
