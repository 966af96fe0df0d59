import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekdays';

const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

describe('weekdayName', () => {
  // The words the locale files held before Intl named the days: the pages show the same.
  it.each([
    ['en', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
    ['cz', ['Pondělí', 'Úterý', 'Středa', 'Čtvrtek', 'Pátek', 'Sobota', 'Neděle']],
    ['sk', ['Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota', 'Nedeľa']],
    ['de', ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']],
  ] as const)('names the week in %s, Monday first, with a capital', (lang, names) => {
    expect(week.map((day) => weekdayName(day, lang))).toEqual(names);
  });
});
