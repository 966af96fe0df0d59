import { describe, expect, it } from 'vitest';
import {
  closesItself,
  markLeaving,
  pushNotification,
  removeNotification,
  type Notification,
} from './notification-queue';

const item = (id: string, leaving = false): Notification => ({
  id,
  type: 'info',
  message: id,
  duration: 5000,
  leaving,
});

describe('pushNotification', () => {
  it('keeps up to four', () => {
    let list: Notification[] = [];
    for (const id of ['a', 'b', 'c', 'd']) list = pushNotification(list, item(id));
    expect(list.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops the oldest when a fifth arrives', () => {
    const list = pushNotification([item('a'), item('b'), item('c'), item('d')], item('e'));
    expect(list.map((n) => n.id)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('drops one that is already leaving before an active one', () => {
    const list = pushNotification([item('a'), item('b', true), item('c'), item('d')], item('e'));
    expect(list.map((n) => n.id)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('honours another maximum', () => {
    expect(pushNotification([item('a')], item('b'), 1).map((n) => n.id)).toEqual(['b']);
  });
});

describe('markLeaving and removeNotification', () => {
  it('marks only the given one', () => {
    const list = markLeaving([item('a'), item('b')], 'b');
    expect(list.map((n) => n.leaving)).toEqual([false, true]);
  });

  it('removes the given one', () => {
    expect(removeNotification([item('a'), item('b')], 'a').map((n) => n.id)).toEqual(['b']);
  });
});

describe('closesItself', () => {
  it('is true for a positive finite duration only', () => {
    expect(closesItself(5000)).toBe(true);
    expect(closesItself(0)).toBe(false);
    expect(closesItself(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
