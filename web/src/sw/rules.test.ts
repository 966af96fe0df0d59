import { describe, expect, it } from 'vitest';
import { operationName, type PageDocument } from '@mall/site';
import cinemaPage from '../features/cinema/cinema.page';
import floorplanPage from '../features/floorplan/floorplan.page';
import mapWayPage from '../features/map-way/map-way.page';
import openingHoursPage from '../features/opening-hours/opening-hours.page';
import parkingPage from '../features/parking/parking.page';
import { joinedName } from '../app/shell-merge';
import {
  cacheFor,
  cacheLimits,
  cacheNames,
  isMemberPage,
  isOfflinePage,
  isOfflinePagePath,
  isStorable,
  offlineLanguage,
  offlineOperations,
  offlinePageImages,
  offlinePagePath,
  outdatedCaches,
  pageBuildId,
  pageMatchesBuild,
  sessionFromPage,
  type RequestFacts,
} from './rules';

const origin = 'https://aupark.example';
const facts = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, origin),
  method: 'GET',
  navigation: false,
  origin,
  member: false,
  ...more,
});
const page = (path: string, more: Partial<RequestFacts> = {}) => facts(path, { navigation: true, ...more });
// As urql's persisted exchange sends a query by GET: the hash in `extensions`, the name beside it.
const operation = (name: string) =>
  `/graphql?operationName=${name}&variables=${encodeURIComponent('{"lang":"EN"}')}&extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"ab"}}')}`;

describe('cacheFor: pages', () => {
  it('keeps the five offline screens, in all four languages (the route table\'s paths)', () => {
    for (const path of [
      '/en/opening-hours', '/cz/oteviraci-doba', '/sk/otvaracie-hodiny', '/de/opening-hours',
      '/en/parking', '/cz/parkovani', '/sk/parkovanie', '/de/parking',
      '/en/how-to-get-here', '/cz/jak-se-k-nam-dostanete', '/sk/ako-sa-k-nam-dostanete', '/de/how-to-get-here',
      '/en/floorplan/1001', '/cz/mapa-centra/1001', '/sk/mapa-centra/7', '/de/floorplan/1001',
      '/en/cinema', '/cz/kino', '/sk/kino', '/de/cinema',
      '/SK/Parkovanie/',
    ]) expect(cacheFor(page(path)), path).toBe('pages');
  });

  it('sends every other page to the network', () => {
    for (const path of ['/en', '/sk', '/en/shops', '/en/parking/extra', '/en/floorplan', '/en/login', '/fr/parking', '/offline/en.html']) {
      expect(cacheFor(page(path)), path).toBe('network');
    }
  });

  it('never keeps a member page, nor anything for a signed-in member', () => {
    expect(isMemberPage('/en/rewards')).toBe(true);
    expect(isMemberPage('/de/dashboard/purchases')).toBe(true);
    expect(isMemberPage('/en/parking')).toBe(false);
    expect(cacheFor(page('/en/rewards'))).toBe('network');
    expect(cacheFor(page('/en/parking', { member: true }))).toBe('network');
    expect(cacheFor(facts(operation('ParkingPage'), { member: true }))).toBe('network');
  });

  it('knows the offline screens only', () => {
    expect(isOfflinePage('/en/opening-hours')).toBe(true);
    expect(isOfflinePage('/en/opening-hours-and-more')).toBe(false);
  });
});

describe('cacheFor: operations', () => {
  it('keeps the offline screens\' operations and the layout\'s, sent as GET', () => {
    for (const name of [...Object.values(offlineOperations), 'Shell']) expect(cacheFor(facts(operation(name))), name).toBe('operations');
  });

  it('keeps each offline screen\'s operation joined with the layout\'s, as a switch of language asks for it, and no other joined one', () => {
    for (const name of Object.values(offlineOperations)) expect(cacheFor(facts(operation(joinedName(name)))), name).toBe('operations');
    expect(cacheFor(facts(operation(joinedName('HomePage'))))).toBe('network');
    expect(cacheFor(facts(operation(joinedName('DashboardPage'))))).toBe('network');
  });

  it('never a POST, another operation, or another origin', () => {
    expect(cacheFor(facts(operation('ParkingPage'), { method: 'POST' }))).toBe('network');
    expect(cacheFor(facts(operation('HeaderMessages')))).toBe('network');
    expect(cacheFor(facts(operation('DashboardPage')))).toBe('network');
    expect(cacheFor(facts('/graphql'))).toBe('network');
    expect(cacheFor(facts(`https://elsewhere.example${operation('ParkingPage')}`))).toBe('network');
  });

  it('names each screen\'s own page operation (the page modules\' documents)', () => {
    const modules = { 'opening-hours': openingHoursPage, parking: parkingPage, 'map-way': mapWayPage, floorplan: floorplanPage, cinema: cinemaPage };
    for (const [route, module] of Object.entries(modules)) {
      expect(module.route).toBe(route);
      expect(operationName(module.document as PageDocument)).toBe(offlineOperations[route as keyof typeof offlineOperations]);
    }
  });
});

describe('cacheFor: assets and images', () => {
  it('keeps hashed assets and image variants first from the cache, member or not', () => {
    expect(cacheFor(facts('/assets/index-BcJrIknS.js'))).toBe('assets');
    expect(cacheFor(facts('/assets/index-BcJrIknS.js', { member: true }))).toBe('assets');
    expect(cacheFor(facts('/img?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=960'))).toBe('images');
    expect(cacheFor(facts('/img?url=x&w=320', { member: true }))).toBe('images');
  });

  it('leaves source maps, the worker, build files and the image route without a source to the network', () => {
    for (const path of ['/assets/index-BcJrIknS.js.map', '/sw.js', '/build.json', '/img?w=320', '/favicon.ico', '/healthz']) expect(cacheFor(facts(path)), path).toBe('network');
  });
});

describe('isStorable', () => {
  const response = (headers: Record<string, string>, status = 200, type: ResponseType = 'basic') => ({ status, type, headers: new Headers(headers) });

  it('stores a public 200', () => {
    expect(isStorable(response({ 'cache-control': 'no-cache' }))).toBe(true);
    expect(isStorable(response({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(isStorable(response({}))).toBe(true);
  });

  it('never anything personal', () => {
    expect(isStorable(response({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorable(response({ 'cache-control': 'private' }))).toBe(false);
    expect(isStorable(response({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(response({ 'cache-control': 'max-age=0,private' }))).toBe(false);
    expect(isStorable(response({ 'set-cookie': 'token=x' }))).toBe(false);
    expect(isStorable(response({ vary: 'Accept-Encoding, Cookie' }))).toBe(false);
  });

  it('never an error, a partial answer or an opaque one', () => {
    expect(isStorable(response({}, 404))).toBe(false);
    expect(isStorable(response({}, 206))).toBe(false);
    expect(isStorable(response({}, 200, 'opaque'))).toBe(false);
  });
});

describe('sessionFromPage', () => {
  const answer = (cacheControl: string, status = 200) => ({ status, headers: new Headers({ 'cache-control': cacheControl }) });
  it('reads a session from the bff\'s answer to a public page', () => {
    expect(sessionFromPage('/en/parking', answer('private, no-store'))).toBe(true);
    expect(sessionFromPage('/en/parking', answer('no-cache'))).toBe(false);
  });
  it('says nothing from a member page or an error', () => {
    expect(sessionFromPage('/en/rewards', answer('private, no-store'))).toBeNull();
    expect(sessionFromPage('/en/parking', answer('no-store', 503))).toBeNull();
  });
});

describe('builds', () => {
  it('keeps a page only for the build that rendered it', () => {
    const html = '<html><head><meta name="build-id" content="abc123"><title>x</title>';
    expect(pageBuildId(html)).toBe('abc123');
    expect(pageMatchesBuild(html, 'abc123')).toBe(true);
    expect(pageMatchesBuild(html, 'def456')).toBe(false);
    expect(pageMatchesBuild('<html><head></head>', 'abc123')).toBe(false);
  });

  it('names every cache by the build, and deletes other builds\' caches only', () => {
    const own = cacheNames('b2');
    expect(Object.values(own).every((name) => name.startsWith('mall-b2'))).toBe(true);
    const existing = [...Object.values(cacheNames('b1')).slice(1), own.pages, own.precache, 'someone-elses-cache'];
    expect(outdatedCaches(existing, 'b2')).toEqual(Object.values(cacheNames('b1')).slice(1));
    // A build id that begins with another's is still another build.
    expect(outdatedCaches([cacheNames('b22').pages], 'b2')).toEqual([cacheNames('b22').pages]);
  });
});

describe('the offline page', () => {
  it('is in the path\'s language, else the tenant\'s fallback, else English', () => {
    expect(offlineLanguage('/sk/obchody')).toBe('sk');
    expect(offlineLanguage('/CZ/obchody')).toBe('cz');
    expect(offlineLanguage('/de')).toBe('de');
    expect(offlineLanguage('/', 'cz')).toBe('cz');
    expect(offlineLanguage('/fr/x', 'xx')).toBe('en');
    expect(offlineLanguage('/')).toBe('en');
    expect(offlinePagePath('sk')).toBe('/offline/sk.html');
    expect(isOfflinePagePath('/offline/sk.html')).toBe(true);
    for (const path of ['/offline/fr.html', '/offline/sk.htm', '/img', '/offline/']) expect(isOfflinePagePath(path), path).toBe(false);
  });

  it('keeps the images it shows from this origin\'s image route, each once, at most 4', () => {
    const logo = '/img?url=https%3A%2F%2Fcdn.example%2Flogo.svg&amp;w=320';
    expect(offlinePageImages(`<header><img src="${logo}" alt="Aupark"></header><img alt="x" src="${logo}">`)).toEqual(['/img?url=https%3A%2F%2Fcdn.example%2Flogo.svg&w=320']);
    expect(offlinePageImages('<img src="https://cdn.example/logo.png"><img src="//evil.example/img?url=x"><img src="/img?w=320"><img src="/assets/a.png">')).toEqual([]);
    const many = Array.from({ length: 6 }, (_, i) => `<img src="/img?url=${i}&amp;w=320">`).join('');
    expect(offlinePageImages(many)).toHaveLength(4);
    expect(offlinePageImages('<p>no image</p>')).toEqual([]);
  });
});

describe('limits', () => {
  it('bounds every runtime cache in entries and age', () => {
    for (const [name, limit] of Object.entries(cacheLimits)) {
      expect(limit.maxEntries, name).toBeGreaterThan(0);
      expect(limit.maxEntries, name).toBeLessThanOrEqual(200);
      expect(limit.maxAgeSeconds, name).toBeGreaterThan(0);
      expect(limit.maxAgeSeconds, name).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    }
  });
});
