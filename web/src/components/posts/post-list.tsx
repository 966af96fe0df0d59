import type { ReactNode } from 'react';
import { PageSize, Pagination } from '../pagination';
import { PillNav, type PillLink } from '../pill-nav';
import { PostCard, type PostCardProps } from '../post-card';

// The events' and news' lists (spec §2), one view for both (features/events, features/news): the title,
// the tabs (all, the mall's, the shops': real links), and one page of cards with the paging as real
// links. The feature gives the texts and the cards' text, and adds what is its own (the events'
// calendar and the section around their list).

export interface PostListPageProps {
  /** The block's class and test id (`events`, `news`). */
  name: string;
  scope: string;
  title: string;
  tabs: { label: string; links: PillLink[] };
  children: ReactNode;
}

export function PostListPage({ name, scope, title, tabs, children }: PostListPageProps) {
  return (
    <div className={name} data-testid={name} data-scope={scope}>
      <h1>{title}</h1>
      <PillNav label={tabs.label} links={tabs.links} />
      {children}
    </div>
  );
}

/** A list's card: its text (the feature's). */
export type ListedPost = Omit<PostCardProps, 'shopLabel' | 'eager' | 'onImageLoad' | 'headingLevel'>;

export interface PostGridProps {
  /** The block's class (`events`, `news`): the empty list's text is `<name>__empty`. */
  name: string;
  testId: string;
  posts: ListedPost[];
  empty: string;
  shopLabel: string;
  /** How many of the first cards load their images at once. */
  eager: number;
  headingLevel?: 2 | 3;
  perPage: number;
  page: number;
  lastPage: number;
  hrefFor(page: number): string;
  fetching: boolean;
  allImagesLoaded: boolean;
  onImageLoad(id: string): void;
}

export function PostGrid({ name, testId, posts, empty, shopLabel, eager, headingLevel, perPage, page, lastPage, hrefFor, fetching, allImagesLoaded, onImageLoad }: PostGridProps) {
  return (
    <>
      {posts.length > 0 && <PageSize size={perPage} firstPage={hrefFor(1)} />}
      {posts.length === 0 ? (
        <p className={`${name}__empty`}>{empty}</p>
      ) : (
        <ul className="post-grid" data-testid={testId} data-all-images-loaded={allImagesLoaded} aria-busy={fetching}>
          {posts.map((post, index) => (
            <PostCard key={post.id} {...post} shopLabel={shopLabel} eager={index < eager} onImageLoad={onImageLoad} headingLevel={headingLevel} />
          ))}
        </ul>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={hrefFor} />
    </>
  );
}
