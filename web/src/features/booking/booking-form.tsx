import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingLimits, bookServiceSchema, checkForm } from '@mall/site/forms';
import { ErrorSummary, SelectField, SubmitButton, TextField, useForm, type CheckResult } from '../../components/form';
import { useBookServiceMutation, type BookingDayFieldsFragment, type BookingFieldsFragment } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';
import { attemptKeys } from './idempotency';
import type { Slot } from './time-list';

// The member confirms a booking (issue 21, booking/orders): the chosen time, the number of people
// (only where the service allows more than one) and a note, checked with the bff's own rules
// (`bookServiceSchema`) before sending. One idempotency key per attempt
// (idempotency.ts); the button ignores clicks while sending. Nothing typed is lost on a refusal: the
// platform's field errors stand next to their fields, a full time (SLOT_FULL) says so and the day's
// times, asked again by the bff, replace the list (`onDay`).

export const bookingFormId = 'booking-form';

interface BookingFormProps {
  serviceId: string;
  maxPeople: number;
  slot: Slot | null;
  /** The chosen time in words (`Sat 28 Nov, 10:00–10:30`), or null. */
  chosenText: string | null;
  onBooked(booking: BookingFieldsFragment): void;
  onDay(day: BookingDayFieldsFragment): void;
}

interface Checked {
  people: number;
  note: string | undefined;
  slot: Slot;
}

export function BookingForm({ serviceId, maxPeople, slot, chosenText, onBooked, onDay }: BookingFormProps) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const [, book] = useBookServiceMutation();
  const keys = useRef(attemptKeys());
  const form = useForm({
    initial: { people: '1', note: '' },
    check: (values): CheckResult<Checked> => {
      if (!slot) return { ok: false, errors: [{ field: 'time', message: t('form.chooseTime') }] };
      // The select offers 1 … maxPeople only; the service's own most is the bff's to check.
      const checked = checkForm(bookServiceSchema, { people: Number(values.people), note: values.note }, lang);
      return checked.ok ? { ok: true, value: { ...checked.value, slot } } : checked;
    },
    send: async ({ people, note, slot: chosen }) => {
      const idempotencyKey = keys.current.keyFor([serviceId, chosen.startsAt, people, note]);
      const result = await book({ lang, input: { serviceId, startsAt: chosen.startsAt, people, note: note ?? null, idempotencyKey } });
      const answer = result.data?.bookService;
      if (!answer) return { error: result.error };
      if (answer.ok && answer.booking) {
        keys.current.forget();
        onBooked(answer.booking);
        return { data: { ok: true, fieldErrors: [] } };
      }
      if (answer.day) onDay(answer.day);
      if (answer.fieldErrors.length > 0) return { data: { ok: false, fieldErrors: answer.fieldErrors } };
      const message = [answer.message, answer.day ? t('form.timesRefreshed') : null].filter(Boolean).join(' ');
      return { data: { ok: false, fieldErrors: [{ field: 'form', message: message || t('form.timesRefreshed') }] } };
    },
  });
  const labels: Record<string, string> = { people: t('form.people'), note: t('form.note') };
  const peopleOptions = Array.from({ length: maxPeople }, (_, index) => ({ value: String(index + 1), label: t('form.peopleCount', { count: index + 1 }) }));
  return (
    <form className="form booking-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-labelledby={`${bookingFormId}-title`} data-testid={bookingFormId}>
      <h2 id={`${bookingFormId}-title`}>{t('form.title')}</h2>
      <p className="booking-form__chosen" aria-live="polite" data-testid="booking-chosen">
        {chosenText ?? t('form.chooseTime')}
      </p>
      <ErrorSummary formId={bookingFormId} errors={form.errors} labelOf={(field) => labels[field]} attempt={form.attempt} />
      {maxPeople > 1 && (
        <SelectField
          formId={bookingFormId}
          name="people"
          label={labels.people!}
          // The select's first choice (its empty value) is one person.
          value={form.values.people === '1' ? '' : form.values.people}
          onChange={(value) => form.setValue('people', value || '1')}
          options={peopleOptions.slice(1)}
          placeholder={peopleOptions[0]!.label}
          error={form.errorOf('people')}
          required
        />
      )}
      <TextField formId={bookingFormId} label={labels.note!} rows={3} hint={t('form.noteHint')} maxLength={bookingLimits.noteMax} {...form.textField('note')} />
      <SubmitButton sending={form.status === 'sending'}>{t('form.book')}</SubmitButton>
    </form>
  );
}
