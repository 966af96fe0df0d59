import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@mall/site';
import type { DashboardPageQuery } from '../../graphql/generated';
import { formatMallDate, formatMallTime } from '../../lib/mall-date';
import { useLang } from '../../lib/use-lang';

type Pass = NonNullable<DashboardPageQuery['parkingPass']>;

/** "Valid until …" in the mall's date and time formats: on the card, and in the device's copy of it. */
export function validUntilLine(t: TFunction<'dashboard'>, pass: Pass, dateFormat: string | null, timeFormat: string | null, lang: Lang): string {
  const date = formatMallDate(pass.validUntilDate, dateFormat, lang) ?? pass.validUntilDate;
  const time = formatMallTime(pass.validUntilTime, timeFormat) ?? pass.validUntilTime;
  return t('parking.validUntil', { date, time });
}

/**
 * The member's parking code (spec §7 `me/parking/show-qr-code`) as a card of the overview: the QR code
 * the bff drew (an SVG of paths, made on the server from the code, never the platform's markup), the
 * code as text for the keypad, and until when it is valid, in the mall's date and time formats.
 */
export function ParkingPassCard({ pass, dateFormat, timeFormat }: { pass: Pass; dateFormat: string | null; timeFormat: string | null }) {
  const lang = useLang();
  const { t } = useTranslation('dashboard');
  return (
    <section className="dashboard-card parking-pass" aria-labelledby="parking-pass-title" data-testid="parking-pass">
      <h2 id="parking-pass-title">{t('parking.title')}</h2>
      <div className="parking-pass__qr" role="img" aria-label={t('parking.qrLabel', { code: pass.code })} dangerouslySetInnerHTML={{ __html: pass.qrSvg }} />
      <p className="parking-pass__code" data-testid="parking-pass-code">
        {pass.code}
      </p>
      <p className="parking-pass__valid">{validUntilLine(t, pass, dateFormat, timeFormat, lang)}</p>
      <p className="dashboard-card__muted">{t('parking.howTo')}</p>
    </section>
  );
}
