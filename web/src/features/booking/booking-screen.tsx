import { useTranslation } from 'react-i18next';
import { ProxiedImage } from '../../components/proxied-image';
import { PrefetchLink } from '../../components/prefetch-link';
import { useBookingPageQuery, type BookingServiceFieldsFragment } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { listHead } from './head';
import { ServiceFacts } from './service-facts';
import { listPageStatus, servicePath } from './variables';
import './booking.css';

// The mall's bookable services (issue 21): a card each with its picture, short text, duration, price
// ("free" without one) and where in the centre; the name leads to the service's page. A mall without
// services answers 404 (the page module's status, here too after a client-side navigation).

function ServiceCard({ service, eager }: { service: BookingServiceFieldsFragment; eager: boolean }) {
  const lang = useLang();
  return (
    <li className="booking-card" data-testid="booking-service-card" data-id={service.id}>
      {service.image && (
        <ProxiedImage
          className="booking-card__image"
          src={service.image}
          srcWidth={480}
          maxWidth={960}
          sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
          width={1200}
          height={800}
          eager={eager}
          alt=""
        />
      )}
      <div className="booking-card__body">
        <h2 className="booking-card__title">
          <PrefetchLink to={servicePath(lang, service)}>{service.name}</PrefetchLink>
        </h2>
        {service.summary && <p className="booking-card__summary">{service.summary}</p>}
        <ServiceFacts service={service} />
      </div>
    </li>
  );
}

export function BookingScreen() {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useBookingPageQuery({ variables: { lang } });
  usePageTitle(data && data.bookingServices.length > 0 ? (listHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  const redirect = usePageStatus(data ? listPageStatus(data) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  return (
    <div className="booking" data-testid="booking">
      <h1>{t('title')}</h1>
      <p className="booking__intro">{t('intro')}</p>
      <ul className="booking-cards">
        {data.bookingServices.map((service, index) => (
          <ServiceCard key={service.id} service={service} eager={index < 2} />
        ))}
      </ul>
    </div>
  );
}

export default BookingScreen;
