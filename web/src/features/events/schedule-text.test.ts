import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@mall/site';
import { i18nOptions } from '../../i18n/resources';
import { scheduleText, type ScheduleSay } from './schedule-text';
import type { ScheduleDay } from './calendar-days';

// A repeating event's week in words, with the feature's own texts in the four languages: Czech and
// Slovak "every" declined by the weekday's gender, the list's "and" in the page's language (Czech and
// Slovak keep "a" with the next word), the mall's time format.

function sayIn(lang: Lang): ScheduleSay {
  const i18n = createInstance();
  void i18n.init({ ...i18nOptions(lang), initAsync: false });
  const t = i18n.getFixedT(null, 'events');
  return (key, values) => t(key, values);
}

const friday: ScheduleDay[] = [{ weekday: 'friday', from: '19:00', to: '22:00' }];
const weekend: ScheduleDay[] = [
  { weekday: 'saturday', from: '10:00', to: '18:00' },
  { weekday: 'sunday', from: '10:00', to: '18:00' },
];
const week = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((weekday) => ({ weekday, from: '10:00', to: '21:00' }));

describe('scheduleText', () => {
  it.each([
    ['en', 'Every Friday, 19:00 – 22:00', 'Every Saturday and every Sunday, 10:00 – 18:00', 'Every day, 10:00 – 21:00'],
    ['cz', 'Každý pátek, 19:00 – 22:00', 'Každou sobotu a\u00a0každou neděli, 10:00 – 18:00', 'Každý den, 10:00 – 21:00'],
    ['sk', 'Každý piatok, 19:00 – 22:00', 'Každú sobotu a\u00a0každú nedeľu, 10:00 – 18:00', 'Každý deň, 10:00 – 21:00'],
    ['de', 'Jeden Freitag, 19:00 – 22:00', 'Jeden Samstag und jeden Sonntag, 10:00 – 18:00', 'Täglich, 10:00 – 21:00'],
  ] as const)('says when it takes place in %s', (lang, one, two, all) => {
    const say = sayIn(lang);
    expect(scheduleText(friday, lang, 'H:i', say)).toBe(one);
    expect(scheduleText(weekend, lang, 'H:i', say)).toBe(two);
    expect(scheduleText(week, lang, null, say)).toBe(all);
  });

  it('lists three weekdays with commas before the last "and"', () => {
    const three: ScheduleDay[] = (['monday', 'wednesday', 'friday'] as const).map((weekday) => ({ weekday, from: '18:00', to: '20:00' }));
    expect(scheduleText(three, 'en', 'H:i', sayIn('en'))).toBe('Every Monday, every Wednesday and every Friday, 18:00 – 20:00');
    expect(scheduleText(three, 'de', 'H:i', sayIn('de'))).toBe('Jeden Montag, jeden Mittwoch und jeden Freitag, 18:00 – 20:00');
  });

  it('says days with other hours apart, Monday first, in the mall time format', () => {
    const schedule: ScheduleDay[] = [
      { weekday: 'sunday', from: '12:00', to: '17:00' },
      { weekday: 'monday', from: '09:00', to: '12:30' },
      { weekday: 'wednesday', from: '09:00', to: '12:30' },
    ];
    expect(scheduleText(schedule, 'en', 'g:i A', sayIn('en'))).toBe('Every Monday and every Wednesday, 9:00 AM – 12:30 PM; every Sunday, 12:00 PM – 5:00 PM');
    expect(scheduleText(schedule, 'cz', 'H:i', sayIn('cz'))).toBe('Každé pondělí a\u00a0každou středu, 09:00 – 12:30; každou neděli, 12:00 – 17:00');
  });
});
