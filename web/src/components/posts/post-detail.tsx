import type { ReactNode } from 'react';
import { imageSrcSet, sizedImage } from '@mall/site';
import type { ThumbType, ThumbValue } from '../../graphql/types';
import { LikedMark, PostCard, type PostCardProps } from '../post-card';
import { PrefetchLink } from '../prefetch-link';
import { ShareLinks, type ShareLinksProps } from '../share-links';
import { Thumbs } from '../thumbs';
import './post-detail.css';

// An event's or a news item's detail (spec §2, issue 9), one view for both (features/events,
// features/news): the way back to the list, the title, the wide image, the facts the feature gives
// (dates, place…), what the feature adds below them (an event's "Add to calendar"), the description
// (sanitised by the bff), the thumbs, share links with the canonical address, and related posts.

export interface PostFact {
  label: string;
  value: ReactNode;
  testId: string;
}

/** A related post's card: its text (components/post-card-text.ts, or the feature's own). */
export type RelatedPost = Omit<PostCardProps, 'shopLabel' | 'eager' | 'onImageLoad' | 'headingLevel'>;

export interface PostDetailProps {
  /** The article's test id (`event`, `news-item`). */
  testId: string;
  /** The prefix of the ids and test ids inside (`event`: `event-description`, `event-related`, `event-share`). */
  kind: string;
  back: { href: string; label: string };
  id: string;
  title: string;
  image: string | null | undefined;
  facts: PostFact[];
  /** Below the facts. */
  children?: ReactNode;
  /** HTML, sanitised by the bff (an allow-list of tags, no scripts, handlers or styles). */
  description: string | null | undefined;
  thumb: { type: ThumbType; value: ThumbValue | null };
  /** The canonical absolute address. */
  url: string;
  shareLabels: ShareLinksProps['labels'];
  related: { title: string; shopLabel: string; posts: RelatedPost[]; allImagesLoaded: boolean; onImageLoad(id: string): void };
  /** The signed-in member likes it (the personal variants, spec §6), with the feature's words for it. */
  liked?: { value: boolean; label: string };
}

export function PostDetail({ testId, kind, back, id, title, image, facts, children, description, thumb, url, shareLabels, related, liked }: PostDetailProps) {
  return (
    <article className="post-detail" data-testid={testId}>
      <p className="post-detail__back">
        <PrefetchLink to={back.href}>{back.label}</PrefetchLink>
      </p>
      <h1>{title}</h1>
      {liked?.value && <LikedMark className="post-detail__liked" testId={`${kind}-liked`} label={liked.label} />}
      {image && (
        <img
          className="post-detail__image"
          src={sizedImage(image, 960)}
          srcSet={imageSrcSet(image, 1920)}
          sizes="(min-width: 1240px) 1200px, 96vw"
          alt=""
          width={1920}
          height={640}
          fetchPriority="high"
        />
      )}
      <dl className="post-detail__facts">
        {facts.map((fact) => (
          <div key={fact.testId}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {description && <div className="post-detail__description rich-text" data-testid={`${kind}-description`} dangerouslySetInnerHTML={{ __html: description }} />}
      <Thumbs type={thumb.type} id={id} value={thumb.value} title={title} />
      <ShareLinks url={url} title={title} headingId={`${kind}-share`} labels={shareLabels} />
      {related.posts.length > 0 && (
        <section className="post-detail__related" aria-labelledby={`${kind}-related`}>
          <h2 id={`${kind}-related`}>{related.title}</h2>
          <ul className="post-grid" data-testid={`${kind}-related`} data-all-images-loaded={related.allImagesLoaded}>
            {related.posts.map((post) => (
              <PostCard key={post.id} {...post} shopLabel={related.shopLabel} eager={false} onImageLoad={related.onImageLoad} headingLevel={3} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The share links' texts, which events and news keep under the same keys in their own namespaces. */
export type ShareKey = `share.${keyof ShareLinksProps['labels']}`;

export function shareLabels(say: (key: ShareKey) => string): ShareLinksProps['labels'] {
  return {
    heading: say('share.heading'),
    facebook: say('share.facebook'),
    x: say('share.x'),
    whatsapp: say('share.whatsapp'),
    email: say('share.email'),
    copy: say('share.copy'),
    copied: say('share.copied'),
    copyFailed: say('share.copyFailed'),
  };
}
