import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import type { SummaryError } from './error-summary';

// A form's state (issue 9 "the forms rules"): what was typed, which fields were refused and why,
// whether it is sending or sent. Checked with the shared schema before sending; on any refusal or
// failure (our check, the platform's field errors, the rate limit, the network) nothing typed is
// lost and the error summary takes the focus. Reused by the members' forms (issue 10).

export type FormStatus = 'idle' | 'sending' | 'sent';

/** What a form mutation answers (the schema's FormResult). */
export interface FormOutcome {
  ok: boolean;
  fieldErrors: readonly SummaryError[];
  reference?: string | null;
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; errors: readonly SummaryError[] };

interface UseFormOptions<V, T> {
  initial: V;
  /** The shared zod schema's check (`checkForm` from `@mall/site/forms`) in the page language. */
  check(values: V): CheckResult<T>;
  /** Sends the checked values: the mutation's result, or its error. */
  send(value: T): Promise<{ data?: FormOutcome | null; error?: CombinedError }>;
}

/** Whole-form failures in the page's words: the rate limit with its wait, the network, the platform. */
export function failureMessage(error: CombinedError | undefined, t: (key: string, options?: Record<string, unknown>) => string): string {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (code === 'RATE_LIMITED') {
    const seconds = Number(first?.extensions?.retryAfter);
    return t('forms.rateLimited', { count: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1 });
  }
  if (code === 'FORBIDDEN') return t('forms.forbidden');
  if (error?.networkError && !first) return t('forms.network');
  return t('forms.unavailable');
}

export function useForm<V extends Record<string, string | boolean>, T>({ initial, check, send }: UseFormOptions<V, T>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<readonly SummaryError[]>([]);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [reference, setReference] = useState<string | null>(null);
  // Bumped on every refused send: the error summary takes the focus again.
  const [attempt, setAttempt] = useState(0);
  const sending = useRef(false);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field no longer shows its old message; the others keep theirs until the next send.
    setErrors((current) => (current.some((e) => e.field === name) ? current.filter((e) => e.field !== name) : current));
  }, []);

  const refuse = (next: readonly SummaryError[]) => {
    setErrors(next);
    setAttempt((n) => n + 1);
    setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = check(values);
    if (!checked.ok) return refuse(checked.errors);
    sending.current = true;
    setStatus('sending');
    try {
      const { data, error } = await send(checked.value);
      if (data?.ok) {
        setErrors([]);
        setReference(data.reference ?? null);
        setStatus('sent');
      } else if (data && data.fieldErrors.length > 0) {
        refuse(data.fieldErrors);
      } else {
        refuse([{ field: 'form', message: failureMessage(error, (key, options) => String(t(key as never, options as never))) }]);
      }
    } catch {
      refuse([{ field: 'form', message: t('forms.network') }]);
    } finally {
      sending.current = false;
    }
  };

  /** Back to an empty form (e.g. "subscribe another address"). */
  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setErrors([]);
      setStatus('idle');
      setReference(null);
    },
    [initial],
  );

  const errorOf = (field: keyof V & string) => errors.find((e) => e.field === field)?.message;
  /** A text field's wiring (spread on a TextField): its name, what was typed, its change and its message. */
  const textField = <K extends keyof V & string>(name: K) => ({
    name,
    value: String(values[name]),
    onChange: (value: string) => setValue(name, value as V[K]),
    error: errorOf(name),
  });
  return { values, setValue, errors, errorOf, textField, status, reference, attempt, onSubmit, reset };
}
