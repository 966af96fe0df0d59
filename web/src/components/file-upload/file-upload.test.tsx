import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { checkForm } from '@mall/site/forms';
import { UPLOAD_TYPES } from '@mall/site/uploads';
import { i18nOptions } from '../../i18n/resources';
import { FakeXhr } from '../../test/fake-xhr';
import { ErrorSummary, TextField } from '../form';
import { FileUploadField, formatFileSize, UploadProgress, useUpload } from './index';

// The upload control in a form (issue 10): labelled, checked before sending in the page's language,
// the progress from the XMLHttpRequest's upload events, the route's refusals on their fields, and what
// was chosen and typed kept on any error.

const MAX = 1024 * 1024;

/** A form's text fields as an upload form has them (the receipts' own schema is in @mall/site/forms). */
const required = () => z.string().check(z.trim(), z.minLength(1, { error: 'required' }));
const detailsSchema = z.object({ shop: required(), amount: required(), purchaseDate: required() });

function ReceiptLikeForm({ onUploaded }: { onUploaded(item: unknown): void }) {
  const upload = useUpload({
    url: '/api/receipts?lang=cz',
    initial: { shop: '', amount: '', purchaseDate: '' },
    check: (values) => checkForm(detailsSchema, values, 'cz'),
    fields: (values) => values,
    maxBytes: MAX,
    types: UPLOAD_TYPES,
    onUploaded,
  });
  const labels: Record<string, string> = { shop: 'Obchod', amount: 'Částka', purchaseDate: 'Datum nákupu', file: 'Účtenka' };
  return (
    <form noValidate onSubmit={(event) => void upload.onSubmit(event)} data-testid="receipt">
      <ErrorSummary formId="receipt" errors={upload.errors} labelOf={(field) => labels[field]} attempt={upload.attempt} />
      <TextField formId="receipt" name="shop" label="Obchod" required value={upload.values.shop} onChange={(v) => upload.setValue('shop', v)} error={upload.errorOf('shop')} />
      <TextField formId="receipt" name="amount" label="Částka" required value={upload.values.amount} onChange={(v) => upload.setValue('amount', v)} error={upload.errorOf('amount')} />
      <TextField formId="receipt" name="purchaseDate" label="Datum nákupu" required value={upload.values.purchaseDate} onChange={(v) => upload.setValue('purchaseDate', v)} error={upload.errorOf('purchaseDate')} />
      <FileUploadField formId="receipt" name="file" label="Účtenka" required file={upload.file} onChange={upload.setFile} types={UPLOAD_TYPES} maxBytes={MAX} error={upload.errorOf('file')} generation={upload.generation} />
      {upload.status === 'uploading' && <UploadProgress percent={upload.progress} />}
      {upload.status === 'done' && <p data-testid="done">hotovo</p>}
      <button type="submit">Odeslat</button>
    </form>
  );
}

function renderForm(onUploaded = vi.fn()) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions('cz'), initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/cz/uctenky']}>
        <ReceiptLikeForm onUploaded={onUploaded} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onUploaded;
}

const fileInput = () => screen.getByLabelText(/^Účtenka/) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const fill = () => {
  fireEvent.change(screen.getByLabelText(/^Obchod/), { target: { value: '1001' } });
  fireEvent.change(screen.getByLabelText(/^Částka/), { target: { value: '24,90' } });
  fireEvent.change(screen.getByLabelText(/^Datum nákupu/), { target: { value: '2026-01-10' } });
};
const submit = () => act(() => fireEvent.submit(screen.getByTestId('receipt')));
const photo = (size = 2048, name = 'uctenka.jpg', type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

describe('the upload control', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a labelled file input that proposes the types taken and says the limit', () => {
    renderForm();
    const input = fileInput();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,application/pdf,.pdf');
    expect(screen.getByText('Fotografie (JPEG nebo PNG) nebo PDF, nejvýše 1 MB.').id).toBe('receipt-file-hint');
    choose(photo(1536 * 1024 - 100000));
    expect(screen.getByTestId('receipt-file-chosen').textContent).toBe('Vybráno: uctenka.jpg (1,4 MB)');
    expect(input.getAttribute('aria-describedby')).toBe('receipt-file-hint receipt-file-chosen');
  });

  it('refuses in the page language before sending: no file, a file of another type, a file too large; what was typed stays', async () => {
    renderForm();
    fill();
    await submit();
    expect(FakeXhr.last).toBeNull();
    expect(screen.getByTestId('receipt-file-error').textContent).toBe('Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.');
    choose(photo(100, 'program.exe', 'application/x-msdownload'));
    await submit();
    expect(screen.getByTestId('receipt-file-error').textContent).toBe('Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.');
    choose(photo(MAX + 1));
    await submit();
    expect(screen.getByTestId('receipt-file-error').textContent).toBe('Soubor je příliš velký: vyberte prosím soubor o velikosti nejvýše 1 MB.');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.last).toBeNull();
    expect((screen.getByLabelText(/^Částka/) as HTMLInputElement).value).toBe('24,90');
  });

  it('sends the fields then the file with the site header, shows the progress, and keeps everything when the server refuses', async () => {
    renderForm();
    fill();
    choose(photo());
    await submit();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/receipts?lang=cz');
    expect(xhr.headers['x-mall-upload']).toBe('1');
    expect([...xhr.body!.keys()]).toEqual(['shop', 'amount', 'purchaseDate', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('uctenka.jpg');
    act(() => xhr.progress(2048 * 0.47, 2048));
    expect(screen.getByTestId('upload-progress').textContent).toBe('Nahrávání: 47 %');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(47);
    await act(async () =>
      xhr.respond(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.', fieldErrors: [{ field: 'file', code: 'invalidFile', message: 'Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.' }] }),
    );
    expect(screen.getByTestId('receipt-file-error').textContent).toBe('Vyberte prosím fotografii (JPEG nebo PNG) nebo PDF.');
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getByTestId('receipt-file-chosen').textContent).toContain('uctenka.jpg');
    expect((screen.getByLabelText(/^Obchod/) as HTMLInputElement).value).toBe('1001');
    // The summary names the refusal and takes the focus.
    expect(document.activeElement).toBe(screen.getByTestId('receipt-summary'));
  });

  it('says a lost connection in its own words, then starts over after a success', async () => {
    const onUploaded = renderForm();
    fill();
    choose(photo());
    await submit();
    await act(async () => FakeXhr.last!.fail());
    expect(screen.getByTestId('receipt-summary').textContent).toContain('Nahrání neproběhlo');
    expect(screen.getByTestId('receipt-file-chosen')).toBeTruthy();
    await submit();
    await act(async () => FakeXhr.last!.respond(201, { ok: true, item: { id: '9', status: 'PENDING' } }));
    expect(onUploaded).toHaveBeenCalledWith({ id: '9', status: 'PENDING' });
    expect(screen.getByTestId('done')).toBeTruthy();
    expect(screen.queryByTestId('receipt-file-chosen')).toBeNull();
    expect((screen.getByLabelText(/^Částka/) as HTMLInputElement).value).toBe('');
  });

  it('sends the member to sign in when the session has ended', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/cz/uctenky', search: '', assign });
    renderForm();
    fill();
    choose(photo());
    await submit();
    await act(async () => FakeXhr.last!.respond(401, { error: 'UNAUTHENTICATED', message: 'Vaše přihlášení vypršelo.', fieldErrors: [] }));
    // Once the member's offline copies are emptied (lib/session.ts sessionEnded: a module loaded then).
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/cz/prihlaseni?redirect=%2Fcz%2Fuctenky&session=expired'));
  });

  it('writes sizes as the language does', () => {
    expect(formatFileSize(840 * 1024, 'en')).toBe('840 kB');
    expect(formatFileSize(2.44 * 1024 * 1024, 'de')).toBe('2,4 MB');
    expect(formatFileSize(10, 'sk')).toBe('1 kB');
  });
});
