import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The send button: while sending it says so and ignores clicks (aria-disabled keeps it focusable). */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button className="button form__submit" type="submit" aria-disabled={sending || undefined} data-sending={sending || undefined}>
      {sending ? t('forms.sending') : children}
    </button>
  );
}
