import { useTranslation } from 'react-i18next';
import { pageNumber, pathFor } from '@mall/site';
import { PostGrid, PostListPage } from '../../components/posts/post-list';
import { useBlogPageQuery } from '../../graphql/generated';
import { HttpError } from '../../lib/http-error';
import { formatMallDate } from '../../lib/mall-date';
import { usePageStatus } from '../../lib/page-status';
import { usePageTitle } from '../../lib/page-title';
import { useAllImagesLoaded } from '../../lib/use-all-images-loaded';
import { usePageContext } from '../../lib/use-page-context';
import { blogHead } from './head';
import { blogPath, blogStatus, blogVariables } from './variables';
import './blog.css';

// The blog (issue 22): the categories as real links (`?category=`, "All" first), and one page of
// article cards (image, title, day of publication in the mall's format, excerpt) in the posts' list
// view, each linking to the article's own page; the paging keeps the category.

/** ISO 8601 → its calendar day as the platform wrote it. */
const dayOf = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null);

export function BlogScreen() {
  const context = usePageContext();
  const { lang } = context;
  const { t } = useTranslation('blog');
  const { t: common } = useTranslation();
  const variables = blogVariables(context);
  const [{ data, error, fetching }] = useBlogPageQuery({ variables });
  const { allImagesLoaded, onImageLoad } = useAllImagesLoaded(data?.blog.items);
  const page = pageNumber(context.params.page) ?? 1;
  usePageTitle(data ? (blogHead(data, page, (key, values) => t(key as never, values)).title ?? null) : null);
  // Not while another category's list is on its way: the one shown is still the last category's, and
  // its `category` would read as "no such category" (a 404) for the new address.
  const redirect = usePageStatus(data && !fetching ? blogStatus(data, context) : null);
  if (redirect) return redirect;
  if (fetching && !data) return <p className="page-status" role="status">{common('common.loading')}</p>;
  if (!data) throw new HttpError(503, error?.graphQLErrors[0]?.message ?? common('error.offline'));

  const { blog, mall } = data;
  const current = blog.category?.id ?? null;
  const tabs = [
    { key: 'all', href: pathFor('blog', lang, {}), label: t('all'), current: current === null },
    ...blog.categories.map((c) => ({ key: c.id, href: blogPath(lang, 1, c.id), label: c.name, current: c.id === current })),
  ];
  const posts = blog.items.map((article) => ({
    id: article.id,
    href: pathFor('article', lang, { '*': article.permalink }),
    title: article.title,
    image: article.image,
    dates: formatMallDate(dayOf(article.publishedAt), mall.dateFormat, lang) ?? '',
    shopName: article.category?.name ?? null,
    summary: article.excerpt,
  }));
  return (
    <PostListPage name="blog" scope={current ?? 'all'} title={t('title')} tabs={{ label: t('categories'), links: tabs }}>
      <PostGrid
        name="blog"
        testId="blog-list"
        posts={posts}
        empty={blog.category ? t('emptyCategory', { category: blog.category.name }) : t('empty')}
        shopLabel={t('categoryLabel')}
        eager={2}
        perPage={variables.perPage}
        page={blog.currentPage}
        lastPage={blog.lastPage}
        hrefFor={(p) => blogPath(lang, p, current)}
        fetching={fetching}
        allImagesLoaded={allImagesLoaded}
        onImageLoad={onImageLoad}
      />
    </PostListPage>
  );
}

export default BlogScreen;
