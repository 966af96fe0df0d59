import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathFor } from '@mall/site';
import { PrefetchLink } from '../../components/prefetch-link';
import { ProxiedImage } from '../../components/proxied-image';
import { useSearchPageQuery, type SearchPageQuery } from '../../graphql/generated';
import { usePageQuery } from '../../lib/page-query';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { useLang } from '../../lib/use-lang';
import { searchHead } from './head';
import { MAX_QUERY_LENGTH, QUERY_PARAM, RESULTS_PER_GROUP, searchParamsFor, searchText, TYPING_DEBOUNCE_MS } from './search-query';
import './search.css';

// Search (issue 8): one box, results grouped by type, each linked to its detail screen. The URL's
// `?q=` is the truth: the server renders its results, the box is a GET form that works without
// JavaScript, and with JavaScript the URL follows the typing (debounced, replacing the history entry)
// so the results follow as-you-type and a copied link shows the same results.

type Results = SearchPageQuery['search'];
type Group = Results['groups'][number];
type Hit = Group['hits'][number];

const hitKey = (hit: Pick<Hit, 'type' | 'id'>) => `${hit.type}:${hit.id}`;

function SearchHit({ hit, onImageLoad }: { hit: Hit; onImageLoad: (key: string) => void }) {
  const key = hitKey(hit);
  const done = useCallback(() => onImageLoad(key), [onImageLoad, key]);
  return (
    <li>
      <PrefetchLink className="search-hit" to={hit.path} data-testid="search-hit">
        <span className="search-hit__image" aria-hidden="true">
          {hit.image && (
            // 64 CSS pixels (search.css), up to three device pixels each.
            <ProxiedImage src={hit.image} srcWidth={128} maxWidth={192} sizes="64px" width={64} height={64} onDone={done} />
          )}
        </span>
        <span className="search-hit__text">
          <span className="search-hit__title">{hit.title}</span>
          {hit.category && <span className="search-hit__category">{hit.category}</span>}
        </span>
      </PrefetchLink>
    </li>
  );
}

function ResultGroups({ results, busy }: { results: Results; busy: boolean }) {
  const { t } = useTranslation('search');
  // The flag counts the results that have an image; the others have nothing to load.
  const withImages = useMemo(() => results.groups.flatMap((g) => g.hits.filter((h) => h.image).map((h) => ({ id: hitKey(h) }))), [results]);
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(withImages);
  return (
    <div className="search__results" aria-busy={busy} data-testid="search-results" data-all-images-loaded={allImagesLoaded ? 'true' : 'false'}>
      {results.groups.map((group) => (
        <section key={group.type} className="search-group" aria-labelledby={`search-group-${group.type}`} data-testid={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`}>
            {t(`groups.${group.type}`)} <span className="search-group__count">({group.hits.length < group.total ? t('groupCount', { shown: group.hits.length, total: group.total }) : group.total})</span>
          </h2>
          <ul className="search-group__hits">
            {group.hits.map((hit) => (
              <SearchHit key={hitKey(hit)} hit={hit} onImageLoad={onImageLoad} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SearchScreen() {
  const lang = useLang();
  const { t } = useTranslation('search');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const urlText = usePageQuery()[QUERY_PARAM] ?? '';
  const { query, shortened } = searchText(urlText);

  // The box keeps what is typed; the URL follows it after a pause. A URL changed from elsewhere (back,
  // a link) puts its text in the box; the URL this box wrote itself does not (typing goes on meanwhile).
  const [text, setText] = useState(urlText);
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current === urlText) return;
    written.current = null;
    setText(urlText);
  }, [urlText]);

  const go = (value: string, replace: boolean) => {
    written.current = value.trim();
    void navigate({ search: searchParamsFor(value) }, { replace, preventScrollReset: true });
  };
  useEffect(() => {
    if (searchText(text).query === query) return;
    const timer = setTimeout(() => go(text, true), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` only reads the navigation function and the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, query]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searchText(text).query !== query) go(text, false);
  };

  const [{ data, fetching, error }] = useSearchPageQuery({ variables: { lang, query, perGroup: RESULTS_PER_GROUP } });
  // While the next results load, the previous ones stay (no flicker as-you-type).
  const previous = useRef(data);
  if (data) previous.current = data;
  const shown = data ?? previous.current;
  const busy = fetching && query !== '';

  const title = shown ? (searchHead(shown, (key, values) => t(key as never, values)).title ?? null) : null;
  usePageTitle(title);

  const results = shown?.search ?? null;
  let status: string;
  if (query === '') status = t('hint');
  else if (!data && error && !fetching) status = t('unavailable');
  else if (busy && !results) status = t('searching');
  else if (results && results.total === 0) status = t('noResults', { query: results.query });
  else status = results ? `${t('resultsFor', { query: results.query })}: ${common('plural.results', { count: results.total })}` : t('searching');

  return (
    <div className="search" data-testid="search">
      <h1>{t('title')}</h1>
      <form className="search__form" role="search" method="get" action={pathFor('search', lang)} onSubmit={submit}>
        <label htmlFor="search-box" className="visually-hidden">
          {t('label')}
        </label>
        <input
          id="search-box"
          className="search__box"
          type="search"
          name={QUERY_PARAM}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-box"
        />
        <button type="submit" className="search__submit">
          {t('submit')}
        </button>
      </form>
      {shortened && <p className="search__note">{t('shortened', { max: MAX_QUERY_LENGTH })}</p>}
      <p className="search__status" role="status" aria-live="polite" data-testid="search-status">
        {status}
      </p>
      {query !== '' && results && results.total > 0 && <ResultGroups results={results} busy={busy} />}
    </div>
  );
}

export default SearchScreen;
