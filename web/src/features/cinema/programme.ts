import type { CinemaPageQuery } from '../../graphql/generated';

// The cinema's page: what it shows and whether there is one (issue 9 "Pages"; our choice where the
// specification is silent, sandbox/CONTRACT.md "cinema/programme").

type Data = CinemaPageQuery;
export type Film = NonNullable<Data['cinemaPage']>['films'][number];
export type Screening = NonNullable<Data['cinemaPage']>['screenings'][number];
export type Zone = Data['mall']['openingHours'][number];

export interface ProgrammeDay {
  date: string;
  films: { film: Film; screenings: Screening[] }[];
}

/** The screenings by day (in the order the bff gives them), each day's films by title with their times. */
export function programmeDays(films: readonly Film[], screenings: readonly Screening[]): ProgrammeDay[] {
  const filmsById = new Map(films.map((film) => [film.id, film]));
  const order = new Map(films.map((film, index) => [film.id, index]));
  const days: ProgrammeDay[] = [];
  for (const screening of screenings) {
    const film = filmsById.get(screening.filmId);
    if (!film) continue;
    let day = days.find((d) => d.date === screening.date);
    if (!day) days.push((day = { date: screening.date, films: [] }));
    let entry = day.films.find((f) => f.film.id === film.id);
    if (!entry) day.films.push((entry = { film, screenings: [] }));
    entry.screenings.push(screening);
  }
  for (const day of days) day.films.sort((a, b) => (order.get(a.film.id) ?? 0) - (order.get(b.film.id) ?? 0));
  return days;
}

/** The mall's cinema zone of its opening hours, if it has one. */
export function cinemaZone(data: Data): Zone | null {
  return data.mall.openingHours.find((zone) => zone.zone === 'cinema') ?? null;
}

/** A mall with neither a cinema on the platform nor a cinema zone in its hours has no cinema page: 404. */
export function hasCinema(data: Data): boolean {
  return data.cinemaPage !== null || cinemaZone(data) !== null;
}
