import { createInstance, type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import { i18nOptions } from '../../i18n/resources';
import { movementKind, signedPoints } from './wording';

// Spec §9 point wording (1 / 2–4 / 5+) on signed amounts, in every language.

const instances = {} as Record<Lang, i18n>;
beforeAll(async () => {
  for (const lang of ['en', 'cz', 'sk', 'de'] as const) {
    const instance = createInstance();
    await instance.init(i18nOptions(lang));
    instances[lang] = instance;
  }
});
const wording = (lang: Lang) => (count: number) => instances[lang].t('plural.points', { count });
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('signed points', () => {
  it('reads 1 / 2–4 / 5+ in Czech and Slovak, with a plus or a real minus', () => {
    expect([1, 3, 5, -1, -4, -120].map((n) => plain(signedPoints(n, wording('cz'))))).toEqual(['+1 bod', '+3 body', '+5 bodů', '−1 bod', '−4 body', '−120 bodů']);
    expect([1, 2, 25, -1000].map((n) => plain(signedPoints(n, wording('sk'))))).toEqual(['+1 bod', '+2 body', '+25 bodov', '−1 000 bodov']);
  });

  it('reads one / other in English and German', () => {
    expect([1, 2, -1, -2500].map((n) => plain(signedPoints(n, wording('en'))))).toEqual(['+1 point', '+2 points', '−1 point', '−2,500 points']);
    expect([1, 4, -30].map((n) => plain(signedPoints(n, wording('de'))))).toEqual(['+1 Punkt', '+4 Punkte', '−30 Punkte']);
  });

  it('leaves nothing unsigned but nothing, and says which way it went', () => {
    expect(plain(signedPoints(0, wording('en')))).toBe('0 points');
    expect(movementKind(5)).toBe('earned');
    expect(movementKind(-5)).toBe('spent');
  });
});
