import { useTranslation } from 'react-i18next';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useContactPageQuery, type ContactPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { ContactForm } from './contact-form';
import { contactHead } from './head';
import { mailLink, mapLink, telLink } from './links';
import './contact.css';

// Contact (spec §2 "Contact", §3 "Billing information"; issue 9): the mall's address with a map link,
// phone and e-mail, today's hours, management, the billing information (only the fields present),
// social links, and the contact form when `is_contact_support_active` is on.

type Mall = ContactPageQuery['mall'];
type BillingField = 'companyLegalName' | 'registrationNumber' | 'companyVat' | 'purchaseOrderNumber' | 'billingEmail';

const billingFields: BillingField[] = ['companyLegalName', 'registrationNumber', 'companyVat', 'purchaseOrderNumber', 'billingEmail'];

/** The country's name in the page's language (ISO code from the platform), or the code as it is. */
function countryName(code: string | null | undefined, lang: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([lang === 'cz' ? 'cs' : lang], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function Phone({ phone }: { phone: string }) {
  const href = telLink(phone);
  return href ? <a href={href}>{phone}</a> : <>{phone}</>;
}

function Email({ email }: { email: string }) {
  const href = mailLink(email);
  return href ? <a href={href}>{email}</a> : <>{email}</>;
}

function BillingInfo({ billing, lang }: { billing: Mall['billing']; lang: string }) {
  const { t } = useTranslation('contact');
  const present = billingFields.filter((field) => billing[field]?.trim());
  const town = [billing.zipCode, billing.city].filter((p) => p?.trim()).join(' ');
  const addressLines = [billing.billingAddress, town, billing.state, countryName(billing.country, lang)].filter((p): p is string => Boolean(p?.trim()));
  if (present.length === 0 && addressLines.length === 0) return null;
  return (
    <section className="contact__card" aria-labelledby="contact-billing" data-testid="contact-billing">
      <h2 id="contact-billing">{t('billing')}</h2>
      <dl className="contact__facts">
        {present.map((field) => (
          <div key={field}>
            <dt>{t(`billingFields.${field}`)}</dt>
            <dd>{field === 'billingEmail' ? <Email email={billing[field]!} /> : billing[field]}</dd>
          </div>
        ))}
        {addressLines.length > 0 && (
          <div>
            <dt>{t('billingFields.billingAddress')}</dt>
            <dd>
              {addressLines.map((line, index) => (
                <span key={index} className="contact__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

export function ContactScreen() {
  const lang = useLang();
  const { t } = useTranslation('contact');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useContactPageQuery({ variables: { lang } });
  usePageTitle(data ? (contactHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { mall, settings } = data;
  const { address } = mall;
  const map = mapLink(mall.name, address);
  const town = [address.zipCode, address.city].filter((p) => p?.trim()).join(' ');
  const addressLines = [address.street, address.street2, town, countryName(address.country, lang)].filter((p): p is string => Boolean(p?.trim()));
  const management = mall.management.filter((person) => person.name.trim());
  return (
    <div className="contact" data-testid="contact">
      <h1>{t('title')}</h1>
      <div className="contact__grid">
        <section className="contact__card" aria-labelledby="contact-address" data-testid="contact-address">
          <h2 id="contact-address">{t('address')}</h2>
          <address>
            <strong className="contact__line">{mall.name}</strong>
            {addressLines.map((line, index) => (
              <span key={index} className="contact__line">
                {line}
              </span>
            ))}
          </address>
          {map && (
            <p>
              <a href={map} target="_blank" rel="noopener noreferrer" data-testid="contact-map">
                {t('showOnMap')}
                <span className="visually-hidden"> {t('opensInNewWindow')}</span>
              </a>
            </p>
          )}
        </section>

        {(mall.phone || mall.email) && (
          <section className="contact__card" aria-labelledby="contact-reach" data-testid="contact-reach">
            <h2 id="contact-reach">{t('reachUs')}</h2>
            <dl className="contact__facts">
              {mall.phone && (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <Phone phone={mall.phone} />
                  </dd>
                </div>
              )}
              {mall.email && (
                <div>
                  <dt>{t('email')}</dt>
                  <dd>
                    <Email email={mall.email} />
                  </dd>
                </div>
              )}
            </dl>
          </section>
        )}

        <section className="contact__card" aria-labelledby="contact-hours" data-testid="contact-hours">
          <h2 id="contact-hours">{t('hours')}</h2>
          <p>{mall.today ? t('todayOpen', { from: mall.today.from, to: mall.today.to }) : t('todayClosed')}</p>
          <p>
            <PrefetchLink to={pathFor('opening-hours', lang)}>{t('allHours')}</PrefetchLink>
          </p>
        </section>

        {management.length > 0 && (
          <section className="contact__card" aria-labelledby="contact-management" data-testid="contact-management">
            <h2 id="contact-management">{t('management')}</h2>
            <ul className="contact__people">
              {management.map((person) => (
                <li key={`${person.name}:${person.role ?? ''}`}>
                  <strong className="contact__line">{person.name}</strong>
                  {person.role && <span className="contact__line contact__muted">{person.role}</span>}
                  {person.phone && (
                    <span className="contact__line">
                      <Phone phone={person.phone} />
                    </span>
                  )}
                  {person.email && (
                    <span className="contact__line">
                      <Email email={person.email} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <BillingInfo billing={mall.billing} lang={lang} />

        {mall.social.length > 0 && (
          <section className="contact__card" aria-labelledby="contact-social" data-testid="contact-social">
            <h2 id="contact-social">{t('social')}</h2>
            <ul className="contact__social">
              {mall.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {t(`networks.${link.network}` as never, { defaultValue: link.network })}
                    <span className="visually-hidden"> {t('opensInNewWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {settings.isContactSupportActive && (
        <section className="contact__form" data-testid="contact-form-section">
          <ContactForm />
        </section>
      )}
    </div>
  );
}

export default ContactScreen;
