import { useTranslation } from 'react-i18next';
import { addDays, toHtmlLang, type Lang } from '@mall/site';
import { checkForm, receiptSchema } from '@mall/site/forms';
import { isUploadType, UPLOAD_FILE_FIELD } from '@mall/site/uploads';
import { FileUploadField, UploadProgress, useUpload } from '../../components/file-upload';
import { ErrorSummary, SelectField, SubmitButton, TextField } from '../../components/form';
import { useToday } from '../../lib/clock';
import { useLang } from '../../lib/use-lang';

const formId = 'receipt';

/** The bff's upload route of receipts (bff/src/receipts/upload-route.ts), in the page's language. */
export const receiptsUploadUrl = (lang: Lang) => `/api/receipts?lang=${lang}`;

/** An example amount in the mall's currency, as the page's language writes it (`24,90 €`). */
function amountExample(currency: string | null, lang: Lang): string {
  try {
    return new Intl.NumberFormat(toHtmlLang(lang), { style: 'currency', currency: currency ?? 'CZK' }).format(currency === 'EUR' ? 24.9 : 249.9);
  } catch {
    return '24,90';
  }
}

export interface ReceiptFormProps {
  shops: readonly { id: string; name: string }[];
  currency: string | null;
  maxBytes: number;
  types: readonly string[];
  maxAgeDays: number;
  /** How long the mall's check takes. */
  checkingDays: number;
  /** The receipt was taken (pending): the list shows it. */
  onUploaded(): void;
}

/**
 * Uploading a receipt (issue 10; spec §5 JPEG, PNG or PDF): the shop (of the programme), the amount and
 * the day of the purchase, checked with the shared schema, and the file, sent with the upload's
 * progress to the bff, which reads its type from its bytes and passes it on to the platform.
 */
export function ReceiptForm({ shops, currency, maxBytes, types, maxAgeDays, checkingDays, onUploaded }: ReceiptFormProps) {
  const lang = useLang();
  const { t } = useTranslation('receipts');
  const { t: common } = useTranslation();
  // The date field's bounds: the mall's today (the platform checks the day in the mall's time zone)
  // and the oldest day it takes, from the page's instant (lib/clock.ts).
  const today = useToday();
  const accepted = types.filter(isUploadType);
  const upload = useUpload({
    url: receiptsUploadUrl(lang),
    initial: { shop: '', amount: '', purchaseDate: '' },
    check: (values) => checkForm(receiptSchema, values, lang),
    fields: (values) => values,
    maxBytes,
    types: accepted,
    onUploaded,
  });
  const { values, setValue, errorOf } = upload;
  const labels: Record<string, string> = { shop: t('form.shop'), amount: t('form.amount'), purchaseDate: t('form.date'), [UPLOAD_FILE_FIELD]: t('form.file') };

  return (
    <form className="form receipt-form" method="post" noValidate onSubmit={(event) => void upload.onSubmit(event)} aria-labelledby="receipt-form-title" data-testid={formId}>
      <h2 id="receipt-form-title">{t('form.title')}</h2>
      <noscript>
        <p className="form__noscript">{t('form.noscript')}</p>
      </noscript>
      {upload.status === 'done' && (
        <div className="form-success" role="status" data-testid="receipt-uploaded">
          <h3>{t('done.title')}</h3>
          <p>{t('done.text', { days: common('plural.days', { count: checkingDays }) })}</p>
        </div>
      )}
      <ErrorSummary formId={formId} errors={upload.errors} labelOf={(field) => labels[field]} attempt={upload.attempt} />
      <SelectField
        formId={formId}
        name="shop"
        label={labels.shop!}
        placeholder={t('form.shopPlaceholder')}
        required
        value={values.shop}
        onChange={(value) => setValue('shop', value)}
        options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        error={errorOf('shop')}
      />
      <TextField
        formId={formId}
        name="amount"
        label={labels.amount!}
        hint={t('form.amountHint', { example: amountExample(currency, lang) })}
        required
        maxLength={16}
        value={values.amount}
        onChange={(value) => setValue('amount', value)}
        error={errorOf('amount')}
      />
      <TextField
        formId={formId}
        name="purchaseDate"
        type="date"
        label={labels.purchaseDate!}
        hint={t('form.dateHint', { days: common('plural.days', { count: maxAgeDays }) })}
        required
        min={addDays(today, -maxAgeDays)}
        max={today}
        value={values.purchaseDate}
        onChange={(value) => setValue('purchaseDate', value)}
        error={errorOf('purchaseDate')}
      />
      <FileUploadField
        formId={formId}
        name={UPLOAD_FILE_FIELD}
        label={labels[UPLOAD_FILE_FIELD]!}
        required
        file={upload.file}
        onChange={upload.setFile}
        types={accepted}
        maxBytes={maxBytes}
        error={errorOf(UPLOAD_FILE_FIELD)}
        generation={upload.generation}
      />
      {upload.status === 'uploading' && <UploadProgress percent={upload.progress} />}
      <SubmitButton sending={upload.status === 'uploading'}>{t('form.submit')}</SubmitButton>
    </form>
  );
}
