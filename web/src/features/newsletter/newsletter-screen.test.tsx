import { act, fireEvent, render, screen } from '@testing-library/react';
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
import { registerNewsletterTranslations } from './register-texts';

const page = (consentUrl: string | null = 'https://www.aupark.sk/newsletter-consent'): NewsletterPageQuery => ({
  settings: { newsletterConsentLinkUrl: consentUrl },
  mall: { id: '1', name: 'Aupark' },
});

function renderAt(url: string, result = page(), reply: Record<string, unknown> = { ok: true, reference: null, fieldErrors: [] }) {
  const lang = url.split('/')[1] as 'en' | 'cz' | 'sk' | 'de';
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions(lang), initAsync: false });
  registerNewsletterTranslations(i18n);
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
          <NewsletterScreen />
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
    expect(screen.getByTestId('newsletter-subscribed').textContent).toContain('jana@example.com');
  });

  it('says the consent in words when the mall links no terms', () => {
    renderAt('/en/newsletter', page(null));
    expect(screen.getByText('I agree to receive the newsletter of Aupark and to the processing of my personal data.')).toBeTruthy();
  });

  it('unsubscribes with ?unsubscribe=1, the address from ?email= filled in', async () => {
    const sent = renderAt('/sk/newsletter?unsubscribe=1&email=zuzana.kovacova%40aupark.test');
    expect(screen.getByTestId('newsletter-mode-unsubscribe').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('newsletter-mode-unsubscribe').getAttribute('href')).toBe('/sk/newsletter?unsubscribe=1');
    expect(screen.queryByTestId('newsletter-subscribe')).toBeNull();
    expect(field('newsletter-unsubscribe-email').value).toBe('zuzana.kovacova@aupark.test');
    await submit('newsletter-unsubscribe');
    expect(sent).toHaveBeenCalledWith({ lang: 'sk', input: { email: 'zuzana.kovacova@aupark.test' } });
    expect(screen.getByTestId('newsletter-unsubscribed').textContent).toContain('Odber bol zrušený');
  });
});
