import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { CombinedError, Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import type { ContactPageQuery, SendContactMessageMutation } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { ContactScreen } from './contact-screen';

// The contact screen and, through its form, the shared form pieces (components/form): field errors
// wired to their inputs, the error summary's focus, nothing typed lost, the platform's refusals on
// their fields and the rate limit's wait in the page's words.

function data(active = true, billing: Partial<ContactPageQuery['mall']['billing']> = {}): ContactPageQuery {
  return {
    settings: { isContactSupportActive: active },
    mall: {
      id: '1',
      name: 'Aupark',
      phone: '+421 2 6826 2222',
      email: 'info@aupark.test',
      address: { street: 'Einsteinova 18', street2: null, city: 'Bratislava', zipCode: '851 01', country: 'SK', latitude: 48.1334, longitude: 17.1078 },
      today: { from: '10:00', to: '21:00' },
      management: [{ name: 'Zuzana Kováčová', role: 'Centre manager', email: 'zuzana.kovacova@aupark.test', phone: '+421 905 111 222' }],
      billing: {
        companyLegalName: 'Aupark Shopping Center s.r.o.',
        purchaseOrderNumber: null,
        billingEmail: null,
        companyVat: 'SK2020271234',
        registrationNumber: '35 812 347',
        billingAddress: 'Einsteinova 18',
        city: 'Bratislava',
        state: null,
        country: 'SK',
        zipCode: '851 01',
        ...billing,
      },
      social: [{ network: 'instagram', url: 'https://www.instagram.com/auparkbratislava' }],
      logos: { base: null, wide: null, inverted: null, invertedWide: null, icon: null },
      openingHours: [],
      description: null,
      supportedLanguages: ['en', 'cz', 'sk', 'de'],
      currency: 'EUR',
    } as unknown as ContactPageQuery['mall'],
  };
}

type Send = (variables: unknown) => { data?: SendContactMessageMutation; error?: CombinedError };

function renderIn(lang: 'en' | 'cz' | 'sk' | 'de', result: ContactPageQuery, send: Send = () => ({})) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const sent = vi.fn(send);
  const client = {
    executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: unknown }) => fromValue({ ...sent(operation.variables), stale: false, hasNext: false, operation }),
  } as unknown as Client;
  const path = { en: '/en/contact', cz: '/cz/kontakt', sk: '/sk/kontakt', de: '/de/contact' }[lang];
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[path]}>
          <ContactScreen />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return sent;
}

const input = (name: string) => document.getElementById(`contact-form-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByTestId('contact-form'));
    await Promise.resolve();
  });
};

function fillGood() {
  type('name', 'Jana Nováková');
  type('email', 'jana@example.com');
  type('subject', 'Lost umbrella');
  type('message', 'I left my umbrella at the information desk.');
  fireEvent.click(input('consent'));
}

describe('ContactScreen', () => {
  it('shows the address with a map link, phone and e-mail links, management, only the billing fields present, and social links', () => {
    renderIn('en', data());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact');
    const address = within(screen.getByTestId('contact-address'));
    expect(address.getByText('Slovakia')).toBeTruthy();
    expect(address.getByRole('link', { name: /Show on the map/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=48.133400%2C17.107800');
    expect(screen.getByRole('link', { name: '+421 2 6826 2222' }).getAttribute('href')).toBe('tel:+421268262222');
    expect(screen.getByRole('link', { name: 'info@aupark.test' }).getAttribute('href')).toBe('mailto:info@aupark.test');
    const billing = screen.getByTestId('contact-billing');
    const terms = [...billing.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Company', 'Company registration number', 'VAT number', 'Billing address']);
    expect(billing.textContent).toContain('851 01 Bratislava');
    expect(within(screen.getByTestId('contact-management')).getByText('Centre manager')).toBeTruthy();
    expect(within(screen.getByTestId('contact-social')).getByRole('link', { name: /Instagram/ }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('contact-form')).toBeTruthy();
  });

  it('has no billing section when the platform gives none of its fields, and no form when the mall has it off', () => {
    const none = { companyLegalName: null, companyVat: null, registrationNumber: null, billingAddress: null, city: null, country: null, zipCode: null };
    renderIn('cz', data(false, none));
    expect(screen.queryByTestId('contact-billing')).toBeNull();
    expect(screen.queryByTestId('contact-form')).toBeNull();
  });

  it('refuses bad input field by field, wires each message to its input, focuses the summary, sends nothing, keeps what was typed', async () => {
    const sent = renderIn('sk', data());
    type('name', 'Jana');
    type('phone', 'volajte');
    await submit();
    expect(sent).not.toHaveBeenCalled();
    const summary = screen.getByTestId('contact-form-summary');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('Opravte, prosím, nasledujúce:');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(input('email').getAttribute('aria-describedby')).toBe('contact-form-email-error');
    expect(document.getElementById('contact-form-email-error')!.textContent).toBe(fieldErrorMessages.sk.required);
    expect(document.getElementById('contact-form-phone-error')!.textContent).toBe(fieldErrorMessages.sk.invalidPhone);
    expect(input('message').getAttribute('aria-describedby')).toBe('contact-form-message-hint contact-form-message-error');
    expect(input('name').getAttribute('aria-invalid')).toBeNull();
    expect(input('name').value).toBe('Jana');
    expect(input('phone').value).toBe('volajte');
    // Correcting a field clears its message.
    type('phone', '+421 905 123 456');
    expect(document.getElementById('contact-form-phone-error')).toBeNull();
  });

  it("shows the platform's refusal on its field", async () => {
    const sent = renderIn('en', data(), () => ({
      data: { sendContactMessage: { ok: false, reference: null, fieldErrors: [{ field: 'email', code: 'undeliverableEmail', message: fieldErrorMessages.en.undeliverableEmail }] } },
    }));
    fillGood();
    await submit();
    expect(sent).toHaveBeenCalledWith({
      lang: 'en',
      input: { name: 'Jana Nováková', email: 'jana@example.com', phone: null, subject: 'Lost umbrella', message: 'I left my umbrella at the information desk.', consent: true },
    });
    expect(document.getElementById('contact-form-email-error')!.textContent).toBe('We cannot send e-mails to this address. Please check it, or use another one.');
    expect(input('subject').value).toBe('Lost umbrella');
  });

  it('says how long to wait past the rate limit, in the page language (Czech plural)', async () => {
    renderIn('cz', data(), () => ({
      error: new CombinedError({ graphQLErrors: [{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter: 110 } }] }),
    }));
    fillGood();
    await submit();
    expect(screen.getByTestId('contact-form-summary').textContent).toContain('Příliš mnoho pokusů. Zkuste to prosím znovu za 2 minuty.');
    expect(input('message').value).toBe('I left my umbrella at the information desk.');
  });

  it('says the network failed without losing anything, and thanks with the reference once sent', async () => {
    let fail = true;
    renderIn('de', data(), () =>
      fail
        ? { error: new CombinedError({ networkError: new Error('Failed to fetch') }) }
        : { data: { sendContactMessage: { ok: true, reference: 'AUP-000042', fieldErrors: [] } } },
    );
    fillGood();
    await submit();
    expect(screen.getByTestId('contact-form-summary').textContent).toContain('Das Formular konnte nicht gesendet werden');
    fail = false;
    await submit();
    const done = screen.getByTestId('contact-sent');
    expect(document.activeElement).toBe(done);
    expect(done.textContent).toContain('Ihre Referenznummer: AUP-000042');
  });
});
