import { useTranslation } from 'react-i18next';
import { routeLabel, sizedImage } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { SvgIcon } from '../../components/svg-icon';
import { useInformationPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { informationHead } from './head';
import { InformationSections } from './information-sections';
import { informationLinks } from './links';
import './information.css';

// The information hub (issue 9 "Pages"): the visitor information pages the tenant's setting
// `information_items_names` names, in its order, each a card linking to its page (the route table's
// path), with its icon (the tenant's image, or an icon set's drawn by the bff) and a line on what the
// page tells.

export function InformationScreen() {
  const lang = useLang();
  const { t, i18n } = useTranslation('information');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useInformationPageQuery({ variables: { lang } });
  usePageTitle(data ? (informationHead(data, (key, values) => t(key as never, values)).title ?? null) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const links = informationLinks(data.informationItems, lang);
  return (
    <div className="information" data-testid="information">
      <h1>{t('title')}</h1>
      <p className="information__intro">{t('intro', { mall: data.mall.name })}</p>
      {links.length === 0 ? (
        <p data-testid="information-empty">{t('empty')}</p>
      ) : (
        <ul className="information__grid">
          {links.map((link) => {
            const descriptionKey = `descriptions.${link.route}`;
            const description = i18n.exists(`information:${descriptionKey}`) ? t(descriptionKey as never) : null;
            return (
              <li key={link.route} className="information__card" data-testid="information-card" data-route={link.route}>
                <PrefetchLink to={link.href} className="information__link">
                  {link.icon ? (
                    <img className="information__icon" src={sizedImage(link.icon, 160)} width={48} height={48} alt="" loading="lazy" decoding="async" />
                  ) : (
                    link.svgIcon && (
                      <span className="information__icon information__icon--set" data-testid="information-icon">
                        <SvgIcon icon={link.svgIcon} size="1.75rem" />
                      </span>
                    )
                  )}
                  <span className="information__title">{routeLabel(link.route, lang)}</span>
                  {description && <span className="information__description">{description}</span>}
                </PrefetchLink>
              </li>
            );
          })}
        </ul>
      )}
      <InformationSections sections={data.informationSections} email={data.mall.email ?? null} />
    </div>
  );
}

export default InformationScreen;
