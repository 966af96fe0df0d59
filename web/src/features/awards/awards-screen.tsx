import { useTranslation } from 'react-i18next';
import { sizedImage, toHtmlLang } from '@mall/site';
import { ProgressBar } from '../../components/progress-bar';
import { SvgIcon } from '../../components/svg-icon';
import { useAwardsPageQuery, type AwardsPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import './awards.css';

// Awards and badges (issue 10 "Dashboard: awards"; spec §7 `badges`): how many the member has, those
// earned with their day (the mall's date format), and those still to earn with what earns them and the
// progress towards it (spec §9: rounded down to a multiple of 10).

type Badge = AwardsPageQuery['myBadges'][number];

function BadgeImage({ badge }: { badge: Badge }) {
  // Decorative: the badge's name is its heading. Its icon (an icon set's, drawn by the bff) on a medal
  // of the mall's colour, else the platform's image.
  if (badge.svgIcon) {
    return (
      <span className="badge__image badge__image--icon" data-testid="badge-icon">
        <SvgIcon icon={badge.svgIcon} size="2rem" />
      </span>
    );
  }
  return badge.image ? <img className="badge__image" src={sizedImage(badge.image, 160)} width={64} height={64} alt="" loading="lazy" decoding="async" /> : <span className="badge__image badge__image--none" aria-hidden="true" />;
}

export function AwardsScreen() {
  const lang = useLang();
  const { t } = useTranslation('awards');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useAwardsPageQuery({ variables: { lang } });
  usePageTitle(t('head.title'));
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const earned = data.myBadges.filter((badge) => badge.earnedOn !== null);
  const open = data.myBadges.filter((badge) => badge.earnedOn === null);
  const number = new Intl.NumberFormat(toHtmlLang(lang));
  const percent = new Intl.NumberFormat(toHtmlLang(lang), { style: 'percent' });
  const count = (badge: Badge) => t('open.progress', { current: number.format(badge.progress.current), target: number.format(badge.progress.target) });
  return (
    <div className="awards" data-testid="awards">
      <h1>{t('title')}</h1>
      <p className="awards__summary" data-testid="awards-summary">
        {t('summary', { earned: earned.length, total: data.myBadges.length })}
      </p>

      <section aria-labelledby="awards-earned">
        <h2 id="awards-earned">{t('earned.title')}</h2>
        {earned.length === 0 ? (
          <p>{t('earned.none')}</p>
        ) : (
          <ul className="badges" data-testid="badges-earned">
            {earned.map((badge) => (
              <li key={badge.id} className="badge badge--earned" data-testid="badge">
                <BadgeImage badge={badge} />
                <div>
                  <h3 className="badge__name">{badge.name}</h3>
                  {badge.description && <p className="badge__text">{badge.description}</p>}
                  <p className="badge__earned">{t('earned.on', { date: formatMallDate(badge.earnedOn, data.mall.dateFormat, lang) ?? badge.earnedOn })}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="awards-open">
        <h2 id="awards-open">{t('open.title')}</h2>
        {open.length === 0 ? (
          <p>{t('open.none')}</p>
        ) : (
          <ul className="badges" data-testid="badges-open">
            {open.map((badge) => (
              <li key={badge.id} className="badge badge--open" data-testid="badge">
                <BadgeImage badge={badge} />
                <div>
                  <h3 className="badge__name">{badge.name}</h3>
                  {badge.criteria && <p className="badge__text">{badge.criteria}</p>}
                  <div className="badge__progress">
                    <ProgressBar percent={badge.progress.percent} label={t('open.progressLabel', { badge: badge.name })} valueText={`${count(badge)} (${percent.format(badge.progress.percent / 100)})`} />
                    <span className="badge__count">{count(badge)}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default AwardsScreen;
