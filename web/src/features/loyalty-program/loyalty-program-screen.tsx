import { pathFor } from '@mall/site';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProxiedImage } from '../../components/proxied-image';
import { useLoyaltyProgramPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { loyaltyProgramHead } from './head';
import './loyalty-program.css';

// Loyalty programme (issue 9 "Pages"): the programme's picture (settings `loyalty_program_images`),
// how to join, how points are earned (the feature's texts with the mall's name) and the platform's
// tiers with their thresholds (points worded 1 / 2–4 / 5+, spec §9) and benefits. The page is for
// everyone; the register and sign-in links only when member sign-in is on (is_authentication_active).

export function LoyaltyProgramScreen() {
  const lang = useLang();
  const { t } = useTranslation('loyalty-program');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useLoyaltyProgramPageQuery({ variables: { lang } });
  const title = data ? (loyaltyProgramHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const mall = data.mall.name;
  const { images, tiers } = data.loyaltyProgram;
  return (
    <div className="loyalty" data-testid="loyalty-program">
      <h1>{t('title')}</h1>
      <div className="loyalty__lead">
        {images[0] && (
          <ProxiedImage
            className="loyalty__image"
            src={images[0]}
            srcWidth={960}
            maxWidth={1280}
            sizes="(min-width: 768px) 40vw, 100vw"
            width={1200}
            height={900}
            eager
            alt={t('imageAlt', { mall })}
          />
        )}
        <p className="loyalty__intro">{t('intro', { mall })}</p>
      </div>

      <section className="loyalty__join" aria-labelledby="loyalty-join">
        <h2 id="loyalty-join">{t('join.title')}</h2>
        <ol>
          <li>{t('join.step1')}</li>
          <li>{t('join.step2')}</li>
          <li>{t('join.step3')}</li>
        </ol>
        {data.settings.isAuthenticationActive && (
          <p className="loyalty__actions" data-testid="loyalty-join-links">
            <Link className="loyalty__button" to={pathFor('register', lang)}>
              {t('join.register')}
            </Link>
            <span className="loyalty__login">
              {t('join.haveAccount')} <Link to={pathFor('login', lang)}>{t('join.login')}</Link>
            </span>
          </p>
        )}
      </section>

      <section aria-labelledby="loyalty-earn">
        <h2 id="loyalty-earn">{t('earn.title')}</h2>
        <p>{t('earn.text', { mall })}</p>
      </section>

      <section aria-labelledby="loyalty-tiers">
        <h2 id="loyalty-tiers">{t('tiers.title')}</h2>
        {tiers.length === 0 ? (
          <p>{t('tiers.empty')}</p>
        ) : (
          <ol className="loyalty__tiers" data-testid="loyalty-tiers">
            {tiers.map((tier) => (
              <li key={tier.id} className="loyalty__tier" style={tier.color ? ({ '--tier-color': tier.color } as CSSProperties) : undefined} data-testid="loyalty-tier">
                <h3>{tier.name}</h3>
                <p className="loyalty__threshold" data-testid="loyalty-tier-threshold">
                  {tier.pointsFrom > 0 ? t('tiers.from', { points: common('plural.points', { count: tier.pointsFrom }) }) : t('tiers.everyMember')}
                </p>
                {tier.benefits && <div className="loyalty__benefits rich-text" dangerouslySetInnerHTML={{ __html: tier.benefits }} />}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export default LoyaltyProgramScreen;
