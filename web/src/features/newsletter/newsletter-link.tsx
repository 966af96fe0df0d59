import { useTranslation } from 'react-i18next';
import type { NewsletterLinkKind, NewsletterOutcome } from '@mall/site/forms';

// A mailed link's page (issue 17): opening the link only shows this; its button sends it. The form
// has no `action`, so it posts to this very address, the link's token included: the first HTML (kept
// for every visitor) never holds a token, and the button works without JavaScript. The bff answers
// the post (bff/src/forms/newsletter-links.ts) and leads back here with `?result=`.

/** The button that confirms a subscription or unsubscribes, with what it will do said first. */
export function LinkPanel({ kind, mall, retry }: { kind: NewsletterLinkKind; mall: string; retry: boolean }) {
  const { t } = useTranslation('newsletter');
  const texts =
    kind === 'confirm'
      ? { title: t('link.confirm.title'), text: t('link.confirm.text', { mall }), button: t('link.confirm.button') }
      : { title: t('link.unsubscribe.title'), text: t('link.unsubscribe.text', { mall }), button: t('link.unsubscribe.button') };
  return (
    <section className="form newsletter__link" aria-labelledby="newsletter-link-title" data-testid={`newsletter-${kind}-link`}>
      <h2 id="newsletter-link-title">{texts.title}</h2>
      {retry ? (
        <p className="newsletter__retry" role="alert">
          {t('link.unavailable')}
        </p>
      ) : null}
      <p className="newsletter__form-intro">{texts.text}</p>
      <form method="post">
        <input type="hidden" name="source" value="page" />
        <button className="button form__submit" type="submit">
          {texts.button}
        </button>
      </form>
    </section>
  );
}

/** What opening a link came to (`?result=`), in the page's language. */
export function ResultPanel({ outcome, mall }: { outcome: Exclude<NewsletterOutcome, 'unavailable'>; mall: string }) {
  const { t } = useTranslation('newsletter');
  const texts = {
    confirmed: { title: t('result.confirmed.title'), text: t('result.confirmed.text', { mall }) },
    unsubscribed: { title: t('result.unsubscribed.title'), text: t('result.unsubscribed.text', { mall }) },
    invalid: { title: t('result.invalid.title'), text: t('result.invalid.text') },
    expired: { title: t('result.expired.title'), text: t('result.expired.text') },
    used: { title: t('result.used.title'), text: t('result.used.text') },
  }[outcome];
  const done = outcome === 'confirmed' || outcome === 'unsubscribed';
  return (
    <div className={done ? 'form-success' : 'newsletter__refused'} role={done ? 'status' : 'alert'} data-testid="newsletter-result" data-result={outcome}>
      <h2>{texts.title}</h2>
      <p>{texts.text}</p>
    </div>
  );
}
