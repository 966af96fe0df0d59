import { useTranslation } from 'react-i18next';
import { PrefetchLink } from '../../components/prefetch-link';
import { supportCategories } from '@mall/site/forms';
import { useSupportPageQuery, type SupportPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { conversationHref } from '../../lib/conversation-link';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { SupportForm } from './support-form';
import './support.css';

// The member's support page (issue 10 "Dashboard"): the request form and the member's earlier requests
// where the mall offers support (`is_contact_support_active`), otherwise a page that says it does not,
// with the mall's own phone and e-mail (README "Support": the menu lists the page on every mall).

type Mall = SupportPageQuery['mall'];

function History({ requests, mall }: { requests: SupportPageQuery['supportRequests']; mall: Mall }) {
  const lang = useLang();
  const { t } = useTranslation('support');
  const category = (value: string) => t(`categories.${(supportCategories as readonly string[]).includes(value) ? (value as (typeof supportCategories)[number]) : 'other'}`);
  return (
    <section className="support-history" aria-labelledby="support-history-title" data-testid="support-history">
      <h2 id="support-history-title">{t('history.title')}</h2>
      {requests.length === 0 ? (
        <p className="support-page__muted">{t('history.none')}</p>
      ) : (
        <ul className="support-history__list">
          {requests.map((request) => (
            <li key={request.id} className="support-history__item">
              <p className="support-history__subject">{request.subject}</p>
              <dl className="support-history__facts">
                <div>
                  <dt>{t('history.ticket')}</dt>
                  <dd>{request.ticketNumber}</dd>
                </div>
                <div>
                  <dt>{t('history.date')}</dt>
                  <dd>
                    {formatMallDate(request.date, mall.dateFormat, lang)} {formatMallTime(request.time, mall.timeFormat)}
                  </dd>
                </div>
                <div>
                  <dt>{t('history.category')}</dt>
                  <dd>{category(request.category)}</dd>
                </div>
                <div>
                  <dt>{t('history.status')}</dt>
                  <dd>
                    <span className={`support-status support-status--${request.status}`}>{t(`status.${request.status}`)}</span>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotOffered({ mall }: { mall: Mall }) {
  const { t } = useTranslation('support');
  return (
    <div data-testid="support-off">
      <p>{t('off', { mall: mall.name })}</p>
      {(mall.phone || mall.email) && (
        <>
          <p>{t('offContact')}</p>
          <ul>
            {mall.phone && (
              <li>
                <a href={`tel:${mall.phone.replace(/[^\d+]/g, '')}`}>{mall.phone}</a>
              </li>
            )}
            {mall.email && (
              <li>
                <a href={`mailto:${mall.email}`}>{mall.email}</a>
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}

export function SupportScreen() {
  const lang = useLang();
  const { t } = useTranslation('support');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }, refetch] = useSupportPageQuery({ variables: { lang } });
  usePageTitle(t('head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  const email = data.viewer?.email ?? null;

  return (
    <div className="support-page" data-testid="support-page">
      <h1>{t('title')}</h1>
      <p className="support-page__muted" data-testid="support-messages">
        {t('messages.intro')} <PrefetchLink to={conversationHref(lang)}>{t('messages.link')}</PrefetchLink>.
      </p>
      {data.settings.isContactSupportActive ? (
        <>
          <p className="support-page__muted">{t('intro', { mall: data.mall.name, email: email ?? '' })}</p>
          <noscript>
            <p className="form__noscript">{t('noscript')}</p>
          </noscript>
          <SupportForm email={email} onSent={() => refetch({ requestPolicy: 'network-only' })} />
          <History requests={data.supportRequests} mall={data.mall} />
        </>
      ) : (
        <NotOffered mall={data.mall} />
      )}
    </div>
  );
}

export default SupportScreen;
