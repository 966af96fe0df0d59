import './form.css';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// One form field with its label, an optional hint and its error, wired for assistive technology:
// the input names its hint and error with aria-describedby and says aria-invalid while refused
// (issue 9: per-field messages; DESIGN.md: labelled, keyboard reachable).

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-field__error" id={errorId(id)} data-testid={`${id}-error`}>
      {message}
    </p>
  );
}

/** A field's label, saying "optional" where the field is. */
function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <label className="form-field__label" htmlFor={id}>
      {label}
      {!required && <span className="form-field__optional"> ({t('forms.optional')})</span>}
    </label>
  );
}

interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date';
  /** A date field's earliest and latest day (YYYY-MM-DD). */
  min?: string;
  max?: string;
  autoComplete?: string;
  /** The on-screen keyboard to offer (`numeric` for a code). */
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** A multi-line text (textarea) of this many rows. */
  rows?: number;
}

export function TextField({ formId, name, label, value, onChange, error, hint, required, type = 'text', autoComplete, inputMode, maxLength, rows, min, max }: TextFieldProps) {
  const id = fieldId(formId, name);
  const common = {
    id,
    name,
    value,
    // The browser's own checks would stop the form before ours speak the page's language.
    required: false,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      {hint && (
        <p className="form-field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
      {rows ? (
        <textarea className="form-field__input" rows={rows} {...common} />
      ) : (
        <input className="form-field__input" type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} max={max} {...common} />
      )}
    </div>
  );
}

interface CheckboxFieldProps {
  formId: string;
  name: string;
  /** The label; may hold a link (e.g. to the consent terms). */
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
  required?: boolean;
}

export function CheckboxField({ formId, name, label, checked, onChange, error, required }: CheckboxFieldProps) {
  const id = fieldId(formId, name);
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <FieldError id={id} message={error} />
      <div className="form-field__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          checked={checked}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, Boolean(error))}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

interface SelectFieldProps {
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The choices in order; an empty first choice (`placeholder`) is offered until one is chosen. */
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string;
  required?: boolean;
}

export function SelectField({ formId, name, label, value, onChange, options, placeholder, error, required }: SelectFieldProps) {
  const id = fieldId(formId, name);
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <FieldError id={id} message={error} />
      <select
        id={id}
        name={name}
        className="form-field__input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
