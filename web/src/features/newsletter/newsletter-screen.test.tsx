import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { fromValue } from 'wonka';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorMessages } from '@mall/site/forms';
import type { NewsletterPageQuery } from '../../graphql/generated';
import { i18nOptions } from '../../i18n/resources';
import { NewsletterScreen } from './newsletter-screen';
import { PageQueryRules } from '../../lib/page-query';
import newsletterPage from './newsletter.page';

const page = (consentUrl: string | null = 'https://www.aupark.sk/newsletter-consent'): NewsletterPageQuery => ({
  settings: { newsletterConsentLinkUrl: consentUrl },
  mall: { id: '1', name: 'Aupark' },
});

function renderAt(url: string, result = page(), reply: Record<string, unknown> = { ok: true, reference: null, fieldErrors: [] }) {
  const lang = url.split('/')[1] as 'en' | 'cz' | 'sk' | 'de';
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  const sent = vi.fn((variables: unknown) => variables);
  const client = {
    executeQuery: () => fromValue({ data: result, stale: false, hasNext: false }),
    executeMutation: (operation: { variables: unknown; query: { definitions: { name?: { value: string } }[] } }) => {
      sent(operation.variables);
      const name = operation.query.definitions[0]?.name?.value === 'UnsubscribeNewsletter' ? 'unsubscribeNewsletter' : 'subscribeNewsletter';
      return fromValue({ data: { [name]: reply }, stale: false, hasNext: false, operation });
    },
  } as unknown as Client;
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <MemoryRouter initialEntries={[url]}>
          <PageQueryRules.Provider value={newsletterPage.query}>
            <NewsletterScreen />
          </PageQueryRules.Provider>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return sent;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const submit = async (testId: string) => {
  await act(async () => {
    fireEvent.submit(screen.getByTestId(testId));
    await Promise.resolve();
  });
};

describe('NewsletterScreen', () => {
  it('subscribes: the consent links the mall terms in a new window; bad input first, then the trimmed values are sent', async () => {
    const sent = renderAt('/cz/newsletter');
    const consent = screen.getByRole('link', { name: /zpracováním osobních údajů/ });
    expect(consent.getAttribute('href')).toBe('https://www.aupark.sk/newsletter-consent');
    expect(consent.getAttribute('target')).toBe('_blank');
    expect(consent.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('newsletter-mode-subscribe').getAttribute('aria-current')).toBe('page');

    fireEvent.change(field('newsletter-subscribe-email'), { target: { value: 'jana@' } });
    await submit('newsletter-subscribe');
    expect(sent).not.toHaveBeenCalled();
    expect(document.getElementById('newsletter-subscribe-email-error')!.textContent).toBe(fieldErrorMessages.cz.invalidEmail);
    expect(document.getElementById('newsletter-subscribe-consent-error')!.textContent).toBe(fieldErrorMessages.cz.consentRequired);
    expect(field('newsletter-subscribe-consent').getAttribute('aria-describedby')).toBe('newsletter-subscribe-consent-error');

    fireEvent.change(field('newsletter-subscribe-email'), { target: { value: ' jana@example.com ' } });
    fireEvent.click(field('newsletter-subscribe-consent'));
    await submit('newsletter-subscribe');
    expect(sent).toHaveBeenCalledWith({ lang: 'cz', input: { email: 'jana@example.com', name: null, consent: true } });
    // Double opt-in: the page sends the visitor to their inbox (the same words whatever the address's state).
    const done = screen.getByTestId('newsletter-subscribe-sent');
    expect(done.textContent).toContain('Zkontrolujte svou e-mailovou schránku');
    expect(done.textContent).toContain('Na adresu jana@example.com jsme poslali e-mail.');
  });

  it('says the consent in words when the mall links no terms', () => {
    renderAt('/en/newsletter', page(null));
    expect(screen.getByText('I agree to receive the newsletter of Aupark and to the processing of my personal data.')).toBeTruthy();
  });

  it('asks for the unsubscribe link with ?unsubscribe=1, the address from ?email= filled in', async () => {
    const sent = renderAt('/sk/newsletter?unsubscribe=1&email=zuzana.kovacova%40aupark.test');
    expect(screen.getByTestId('newsletter-mode-unsubscribe').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('newsletter-mode-unsubscribe').getAttribute('href')).toBe('/sk/newsletter?unsubscribe=1');
    expect(screen.queryByTestId('newsletter-subscribe')).toBeNull();
    expect(field('newsletter-unsubscribe-email').value).toBe('zuzana.kovacova@aupark.test');
    await submit('newsletter-unsubscribe');
    expect(sent).toHaveBeenCalledWith({ lang: 'sk', input: { email: 'zuzana.kovacova@aupark.test' } });
    // Nothing is unsubscribed by the form: a link is mailed, said without telling whether the address is on the list.
    const done = screen.getByTestId('newsletter-unsubscribe-sent');
    expect(done.textContent).toContain('Skontrolujte si e-mailovú schránku');
    expect(done.textContent).toContain('Ak na adresu zuzana.kovacova@aupark.test chodí newsletter Aupark, poslali sme na ňu e-mail s odkazom na zrušenie odberu.');
  });

  it("shows a mailed link's button, a plain form that posts to the link's own address, and no other form", () => {
    const sent = renderAt('/de/newsletter?confirm=1&token=abc.def');
    const panel = screen.getByTestId('newsletter-confirm-link');
    expect(panel.querySelector('h2')!.textContent).toBe('Abonnement bestätigen');
    const form = panel.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    // No action: the browser posts to the address it is on, the token included.
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"]')!).toMatchObject({ name: 'source', value: 'page' });
    expect(screen.getByRole('button', { name: 'Abonnement bestätigen' })).toBeTruthy();
    expect(screen.queryByTestId('newsletter-subscribe')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the unsubscribe button for an unsubscribe link, with a retry notice when the platform could not be asked', () => {
    renderAt('/cz/newsletter?unsubscribe=1&token=abc.def&result=unavailable');
    const panel = screen.getByTestId('newsletter-unsubscribe-link');
    expect(panel.textContent).toContain('Potvrďte, že na adresu, na kterou přišel tento odkaz, už nemá chodit newsletter Aupark.');
    expect(screen.getByRole('alert').textContent).toBe('Teď se to nepodařilo. Zkuste to prosím za chvíli znovu.');
    expect(screen.getByRole('button', { name: 'Zrušit odběr' })).toBeTruthy();
    expect(screen.queryByTestId('newsletter-unsubscribe')).toBeNull();
  });

  it("says what came of a link in the page's language: done as a status, refused as an alert; an unknown result is ignored", () => {
    renderAt('/en/newsletter?result=confirmed');
    expect(screen.getByRole('status').textContent).toBe('Your subscription is confirmed' + 'Your address is on the list: you will receive the newsletter of Aupark.');
    expect(screen.queryByTestId('newsletter-subscribe')).toBeNull();
    cleanup();

    renderAt('/sk/newsletter?result=invalid');
    expect(screen.getByRole('alert').querySelector('h2')!.textContent).toBe('Tento odkaz nie je platný');
    cleanup();
    renderAt('/de/newsletter?result=expired');
    expect(screen.getByTestId('newsletter-result').getAttribute('data-result')).toBe('expired');
    expect(screen.getByRole('alert').querySelector('h2')!.textContent).toBe('Dieser Link ist abgelaufen');
    cleanup();

    renderAt('/en/newsletter?result=hacked');
    expect(screen.queryByTestId('newsletter-result')).toBeNull();
    expect(screen.getByTestId('newsletter-subscribe')).toBeTruthy();
  });
});
