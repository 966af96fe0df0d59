import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-field';

// The list of what to correct, above the form (GOV.UK's error summary pattern): it takes the focus
// each time a send is refused, so a screen reader reads it and a keyboard user starts from it; each
// entry links to its field and moves the focus there.

export interface SummaryError {
  field: string;
  message: string;
}

interface ErrorSummaryProps {
  formId: string;
  errors: readonly SummaryError[];
  /** The field's label, to name it in the list. */
  labelOf(field: string): string | undefined;
  /** Changes on every refused send, so the summary takes the focus again. */
  attempt: number;
}

export function ErrorSummary({ formId, errors, labelOf, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
    // Focus on each refused send, not on every change of the list while the visitor corrects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const target = document.getElementById(fieldId(formId, field));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${formId}-summary-title`} data-testid={`${formId}-summary`}>
      <h2 className="error-summary__title" id={`${formId}-summary-title`}>
        {t('forms.errorSummary')}
      </h2>
      <ul>
        {errors.map((error) => {
          const label = labelOf(error.field);
          const text = label ? `${label}: ${error.message}` : error.message;
          return (
            <li key={`${error.field}:${error.message}`}>
              {labelOf(error.field) ? (
                <a href={`#${fieldId(formId, error.field)}`} onClick={(event) => focusField(event, error.field)}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
