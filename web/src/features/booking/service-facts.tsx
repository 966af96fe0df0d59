import { useTranslation } from 'react-i18next';
import type { BookingServiceFieldsFragment } from '../../graphql/generated';
import { useLang } from '../../lib/use-lang';
import { durationParts, servicePrice } from './format';

// A service's facts as its card and its page list them: how long, what it costs ("free" when it has no
// price) and where in the centre.

/** A duration in words: `30 min`, `1 h`, `1 h 30 min`. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation('booking');
  return (total) => {
    const { hours, minutes } = durationParts(total);
    if (hours === 0) return t('facts.minutes', { minutes });
    return minutes === 0 ? t('facts.hours', { hours }) : t('facts.hoursMinutes', { hours, minutes });
  };
}

type Facts = Pick<BookingServiceFieldsFragment, 'durationMinutes' | 'price' | 'currency' | 'location'>;

export function ServiceFacts({ service }: { service: Facts }) {
  const lang = useLang();
  const { t } = useTranslation('booking');
  const duration = useDurationText();
  const price = servicePrice(service.price, service.currency, lang);
  return (
    <dl className="booking-facts">
      <div>
        <dt>{t('facts.duration')}</dt>
        <dd data-testid="service-duration">{duration(service.durationMinutes)}</dd>
      </div>
      <div>
        <dt>{t('facts.price')}</dt>
        <dd data-testid="service-price">{price ?? t('facts.free')}</dd>
      </div>
      {service.location && (
        <div>
          <dt>{t('facts.where')}</dt>
          <dd data-testid="service-location">{service.location}</dd>
        </div>
      )}
    </dl>
  );
}
