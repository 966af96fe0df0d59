import { slugify } from '@mall/site';
import type { LikeType, RatedPost, ThumbType, ThumbValue } from '../graphql/generated';
import type { LikeType as UpstreamLikeType, ThumbType as UpstreamThumbType, ThumbValue as UpstreamThumbValue, UpstreamThumb } from '../graphql/favourites';
import { proxiedImage } from '../shared/images';
import { postSchema } from '../upstream/post';
import { requireTranslation, type DisplayContext } from '../shared/translation';

// The favourites' names between the schema (enums) and the platform (lower-case words), and the rated
// posts as the favourites page shows them.

export const likeTypeOf: Record<LikeType, UpstreamLikeType> = { REWARD: 'reward', PRODUCT: 'product' };
export const thumbTypeOf: Record<ThumbType, UpstreamThumbType> = { EVENT: 'event', NEWS: 'news' };
export const thumbValueOf: Record<ThumbValue, UpstreamThumbValue> = { UP: 'up', DOWN: 'down' };

const likeTypes: Record<UpstreamLikeType, LikeType> = { reward: 'REWARD', product: 'PRODUCT' };
const thumbTypes: Record<UpstreamThumbType, ThumbType> = { event: 'EVENT', news: 'NEWS' };
const thumbValues: Record<UpstreamThumbValue, ThumbValue> = { up: 'UP', down: 'DOWN' };

export const toLikeType = (type: UpstreamLikeType): LikeType => likeTypes[type];
export const toThumbType = (type: UpstreamThumbType): ThumbType => thumbTypes[type];
export const toThumbValue = (value: UpstreamThumbValue | null | undefined): ThumbValue | null => (value ? thumbValues[value] : null);

/** A thumb with its post's title, slug and image; null when the mall no longer has the post. */
export function toRatedPost(thumb: UpstreamThumb, ctx: DisplayContext): RatedPost | null {
  const post = postSchema.safeParse(thumb.item);
  if (!post.success) return null;
  const title = requireTranslation(post.data.translations, 'title', ctx.lang, ctx.fallbackLang);
  return {
    type: thumbTypes[thumb.type],
    id: thumb.id,
    value: thumbValues[thumb.value],
    title,
    slug: slugify(title),
    image: proxiedImage(post.data.image),
    ratedAt: new Date(thumb.updated_at).toISOString(),
  };
}
