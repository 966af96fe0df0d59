import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@mall/site';
import { isNewsletterOutcome, newsletterLinkKind, newsletterParams } from '@mall/site/forms';
import { useNewsletterPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageQuery } from '../../lib/page-query';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { newsletterHead } from './head';
import { LinkPanel, ResultPanel } from './newsletter-link';
import { SubscribeForm } from './subscribe-form';
import { UnsubscribeForm } from './unsubscribe-form';
import './newsletter.css';

// The newsletter (spec §2 "Newsletter", issue 9): subscribe, or with `?unsubscribe=1` unsubscribe;
// the two modes are real links, so the page reads and switches without JavaScript. Issue 17: either
// form has a link mailed (double opt-in; unsubscribing by the address's own link); a mailed link
// (`?confirm=1&token=` / `?unsubscribe=1&token=`) shows its button, and `?result=` what came of it.

export function NewsletterScreen() {
  const lang = useLang();
  const { t } = useTranslation('newsletter');
  const { t: common } = useTranslation();
  const query = usePageQuery();
  const [{ data, error, fetching }] = useNewsletterPageQuery({ variables: { lang } });
  usePageTitle(data ? (newsletterHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const unsubscribing = query[newsletterParams.unsubscribe] === '1';
  const link = newsletterLinkKind(query);
  const result = query[newsletterParams.result];
  const outcome = isNewsletterOutcome(result) ? result : null;
  const path = pathFor('newsletter', lang);
  const mall = data.mall.name;
  const panel = link ? (
    <LinkPanel kind={link} mall={mall} retry={outcome === 'unavailable'} />
  ) : outcome && outcome !== 'unavailable' ? (
    <ResultPanel outcome={outcome} mall={mall} />
  ) : null;
  return (
    <div className="newsletter" data-testid="newsletter">
      <h1>{t('title')}</h1>
      <p className="newsletter__intro">{t('intro', { mall })}</p>
      <nav className="newsletter__modes" aria-label={t('modes')}>
        <Link to={path} aria-current={unsubscribing ? undefined : 'page'} data-testid="newsletter-mode-subscribe">
          {t('subscribeTab')}
        </Link>
        <Link to={`${path}?unsubscribe=1`} aria-current={unsubscribing ? 'page' : undefined} data-testid="newsletter-mode-unsubscribe">
          {t('unsubscribeTab')}
        </Link>
      </nav>
      {panel ?? (
        <>
          <noscript>
            <p className="form__noscript">{t('noscript')}</p>
          </noscript>
          {unsubscribing ? <UnsubscribeForm key="unsubscribe" mall={mall} /> : <SubscribeForm key="subscribe" mall={mall} consentUrl={data.settings.newsletterConsentLinkUrl ?? null} />}
        </>
      )}
    </div>
  );
}

export default NewsletterScreen;
