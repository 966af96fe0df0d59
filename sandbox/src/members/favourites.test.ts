import { describe, expect, it } from 'vitest';
import { favouritesOf, likeOf, setFollow, setLike, setThumb } from './favourites';
import { MemberStore } from './store';

describe('favourites', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('seeds the demo members only, each their own', () => {
    const store = new MemberStore(() => now);
    const jana = store.find('aupark', 'jana.novakova@aupark.test')!;
    const petr = store.find('galerieharfa', 'petr.svoboda@galerieharfa.test')!;
    expect(favouritesOf(store, jana).likes.product).toEqual([1501, 1502]);
    expect(favouritesOf(store, petr).likes.product).toEqual([2501, 2502]);
    expect(favouritesOf(store, jana).thumbs.map((t) => t.value)).toEqual(['up', 'down', 'up']);
    const other = store.add({ ...jana, email: 'other@aupark.test', id: undefined } as never);
    expect(favouritesOf(store, other)).toEqual({ likes: { reward: [], product: [] }, follows: [], thumbs: [] });
  });

  it('likes and unlikes explicitly or by toggling, newest first, never twice', () => {
    const store = new MemberStore(() => now);
    const favourites = favouritesOf(store, store.find('beta', 'demo@beta.test')!);
    expect(setLike(favourites, 'reward', 5401, true)).toBe(true);
    expect(setLike(favourites, 'reward', 5401, true)).toBe(true);
    expect(favourites.likes.reward.filter((id) => id === 5401)).toHaveLength(1);
    expect(favourites.likes.reward[0]).toBe(5401);
    expect(likeOf(favourites, 'reward', 5401)).toEqual({ reaction: '' });
    expect(setLike(favourites, 'reward', 5401, undefined)).toBe(false);
    expect(likeOf(favourites, 'reward', 5401)).toBeNull();
    expect(setLike(favourites, 'reward', 5401, false)).toBe(false);
  });

  it('follows shops and keeps one thumb per item, taken back with null', () => {
    const store = new MemberStore(() => now);
    const favourites = favouritesOf(store, store.find('beta', 'demo@beta.test')!);
    expect(setFollow(favourites, 5002, undefined)).toBe(true);
    expect(setFollow(favourites, 5002, false)).toBe(false);
    expect(favourites.follows).not.toContain(5002);
    setThumb(favourites, 'news', 5201, 'up', now);
    expect(setThumb(favourites, 'news', 5201, 'down', now)).toMatchObject({ value: 'down' });
    expect(favourites.thumbs.filter((t) => t.type === 'news' && t.id === 5201)).toHaveLength(1);
    expect(setThumb(favourites, 'news', 5201, null, now)).toBeNull();
    expect(favourites.thumbs.some((t) => t.type === 'news' && t.id === 5201)).toBe(false);
  });
});
