// Shared form pieces (issue 9; the members' forms of issue 10 reuse them).
export { CheckboxField, FieldError, SelectField, TextField, fieldId } from './form-field';
export { ErrorSummary, type SummaryError } from './error-summary';
export { SentPanel } from './sent-panel';
export { SubmitButton } from './submit-button';
export { failureMessage, useForm, type CheckResult, type FormOutcome, type FormStatus } from './use-form';
