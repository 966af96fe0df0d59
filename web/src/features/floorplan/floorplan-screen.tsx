import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pathFor, type Lang } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { useFloorplanPageQuery, type FloorAreaKind, type FloorplanPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { usePageQuery } from '../../lib/page-query';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { AREA_SYMBOLS, FloorMap, type FloorData, type FloorShopData } from './floor-map';
import { selectFloor, type FloorSelection } from './floor-selection';
import { floorplanHead } from './head';
import { floorParam, floorplanStatus, floorplanVariables, unitParam } from './page-data';
import './floorplan.css';

// The floor plan (spec §2 "Floor plan"): a floor switcher (real links, `?floor=N`), the floor's map
// (floor-map.tsx), the floor's shops as a plain list and a key of the map's symbols. Reached from a
// shop's page (`?unit=B-013`) it opens the unit's floor, marks the unit and zooms to it; a floor or
// a unit the plan does not have shows the default floor and says so.

type Plan = NonNullable<FloorplanPageQuery['floorplan']>;

/** A level as the switcher shows it: a real minus sign for the levels below ground. */
export const levelLabel = (level: number): string => (level < 0 ? `−${Math.abs(level)}` : String(level));

function FloorSwitcher({ plan, current, showTitles }: { plan: Plan; current: number; showTitles: boolean }) {
  const { t } = useTranslation('floorplan');
  return (
    <nav className="floor-switcher" aria-label={t('floors')} data-testid="floor-switcher">
      <ul>
        {plan.floors.map((floor) => (
          <li key={floor.id}>
            <PrefetchLink to={`?floor=${floor.level}`} aria-current={floor.level === current ? 'page' : undefined} preventScrollReset>
              <span className="floor-switcher__level" aria-hidden="true">
                {levelLabel(floor.level)}
              </span>
              <span className={showTitles ? 'floor-switcher__title' : 'visually-hidden'}>{floor.title}</span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SelectionMessage({ selection, shops, lang, query }: { selection: FloorSelection<FloorData>; shops: ReadonlyMap<string, FloorShopData>; lang: Lang; query: string | null }) {
  const { t } = useTranslation('floorplan');
  const { floor } = selection;
  if (selection.notice === 'unit-not-found') {
    return (
      <p className="floorplan__notice" role="status" data-testid="floorplan-notice">
        {t('unitNotFound', { unit: query?.slice(0, 40) ?? '', floor: floor.title })}
      </p>
    );
  }
  if (selection.notice === 'floor-not-found') {
    return (
      <p className="floorplan__notice" role="status" data-testid="floorplan-notice">
        {t('floorNotFound', { floor: floor.title })}
      </p>
    );
  }
  const unit = floor.units.find((u) => u.code === selection.unit);
  if (!unit) return null;
  const shop = unit.shopId ? shops.get(unit.shopId) : undefined;
  if (!shop) {
    return (
      <p className="floorplan__found" data-testid="floorplan-found">
        {t('foundVacant', { unit: unit.code, floor: floor.title })}
      </p>
    );
  }
  return (
    <p className="floorplan__found" data-testid="floorplan-found">
      <PrefetchLink to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}>{t('found', { shop: shop.name, unit: unit.code, floor: floor.title })}</PrefetchLink>
    </p>
  );
}

function FloorShops({ shops, lang, highlighted }: { shops: readonly FloorShopData[]; lang: Lang; highlighted: string | null }) {
  const { t } = useTranslation('floorplan');
  const sorted = [...shops].sort((a, b) => a.name.localeCompare(b.name, lang === 'cz' ? 'cs' : lang));
  return (
    <section className="floorplan__shops" aria-labelledby="floorplan-shops" data-testid="floorplan-shops">
      <h2 id="floorplan-shops">{t('shopsOnFloor')}</h2>
      {sorted.length === 0 ? (
        <p>{t('noShops')}</p>
      ) : (
        <ul>
          {sorted.map((shop) => (
            <li key={shop.id} className={shop.unit === highlighted ? 'is-highlighted' : undefined}>
              <PrefetchLink to={pathFor('shop', lang, { id: shop.id, title: shop.slug })}>{shop.name}</PrefetchLink>
              <span className="floorplan__shop-meta">
                {shop.category ? `${shop.category} · ` : ''}
                {t('unitCode', { code: shop.unit })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const LEGEND_ORDER: readonly FloorAreaKind[] = ['entrance', 'escalator', 'elevator', 'stairs', 'toilets', 'info', 'parking'];

function Legend({ floor }: { floor: FloorData }) {
  const { t } = useTranslation('floorplan');
  const kinds = LEGEND_ORDER.filter((kind) => floor.areas.some((a) => a.kind === kind));
  const swatch = (className: string, symbol?: string) => (
    <svg className="floorplan__swatch" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <g className={className}>
        <rect x="1" y="1" width="22" height="22" rx="3" />
        {symbol && (
          <text x="12" y="12" textAnchor="middle" dominantBaseline="central" fontSize={symbol.length > 1 ? 9 : 14}>
            {symbol}
          </text>
        )}
      </g>
    </svg>
  );
  return (
    <section className="floorplan__legend" aria-labelledby="floorplan-legend">
      <h2 id="floorplan-legend">{t('legend')}</h2>
      <ul>
        <li>
          {swatch('floor-map__unit')}
          {t('legendShop')}
        </li>
        <li>
          {swatch('floor-map__unit floor-map__unit--vacant')}
          {t('legendVacant')}
        </li>
        {kinds.map((kind) => (
          <li key={kind}>
            {swatch(`floor-map__area floor-map__area--${kind}`, AREA_SYMBOLS[kind])}
            {t(`area.${kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FloorplanScreen() {
  const lang = useLang();
  const { id } = useParams();
  const query = usePageQuery();
  const { t } = useTranslation('floorplan');
  const { t: common } = useTranslation();
  const [{ data, error, fetching }] = useFloorplanPageQuery({ variables: floorplanVariables(lang, id) });
  // After a client-side navigation the title follows the page, as the server's head did.
  const title = data ? (floorplanHead(data, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);
  const redirect = usePageStatus(data ? floorplanStatus(data) : null);
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));
  if (redirect) return redirect;
  const plan = data.floorplan;
  if (!plan) return null; // the status above has thrown the 404 already

  const shops = new Map(plan.shops.map((shop) => [shop.id, shop]));
  const unitQuery = query[unitParam] ?? null;
  const selection = selectFloor(plan, { floor: query[floorParam] ?? null, unit: unitQuery });
  const showTitles = data.settings.showFloorTitlesOnDesktop;
  return (
    <div className={showTitles ? 'floorplan floorplan--titles' : 'floorplan'} data-testid="floorplan">
      <h1>{plan.title}</h1>
      {selection ? (
        <>
          <SelectionMessage selection={selection} shops={shops} lang={lang} query={unitQuery} />
          <FloorSwitcher plan={plan} current={selection.floor.level} showTitles={showTitles} />
          <div className="floorplan__body">
            <div className="floorplan__map">
              <h2 className="floorplan__floor-title" data-testid="floor-title">
                {selection.floor.title}
              </h2>
              {/* A new floor or a new unit starts from its own first view. */}
              <FloorMap key={`${selection.floor.level}:${selection.unit ?? ''}`} floor={selection.floor} shops={shops} lang={lang} highlighted={selection.unit} />
            </div>
            <div className="floorplan__side">
              <FloorShops shops={plan.shops.filter((shop) => shop.level === selection.floor.level)} lang={lang} highlighted={selection.unit} />
              <Legend floor={selection.floor} />
            </div>
          </div>
        </>
      ) : (
        <p>{t('noShops')}</p>
      )}
    </div>
  );
}

export default FloorplanScreen;
