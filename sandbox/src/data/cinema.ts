// The cinema's programme (our choice: the specification names a cinema page but no call). aupark's
// cinema publishes its programme: films with their screenings for the next 7 days from today (in the
// mall's time zone, so the programme never runs out), each with a booking link. europasc's cinema does
// not share its programme: the call answers the cinema with no films (the site shows the cinema's
// hours and a link to the operator instead). The other malls have no cinema: 404.

import type { ImageUrl } from '../images';
import type { TenantId } from '../tenancy';
import { translations, type Locale, type Translation } from './i18n';

export interface Screening {
  id: number;
  /** ISO 8601 in UTC. */
  starts_at: string;
  hall: string;
  format: '2D' | '3D' | 'IMAX';
  /** dubbed, subtitled or original */
  audio: 'dubbed' | 'subtitled' | 'original';
  booking_url: string;
}

export interface Film {
  id: number;
  image: string;
  duration_minutes: number;
  /** The age rating as the operator writes it (e.g. 12+). */
  age_rating: string;
  translations: Translation<{ title: string; description: string }>[];
  screenings: Screening[];
}

export interface Cinema {
  name: string;
  website: string;
  booking_url: string | null;
  translations: Translation<{ note: string }>[];
}

export interface CinemaProgramme {
  cinema: Cinema;
  films: Film[];
}

interface FilmSeed {
  texts: Record<Locale, { title: string; description: string }>;
  duration: number;
  age: string;
  format: Screening['format'];
  audio: Screening['audio'];
  /** Local start times, the same each day; `weekendOnly` ones on Saturday and Sunday only. */
  times: string[];
  weekendOnly?: string[];
}

const FILMS: FilmSeed[] = [
  {
    texts: {
      en: { title: 'The Lighthouse Keeper', description: 'A quiet drama about a keeper who finds a stranded child on his island.' },
      cz: { title: 'Strážce majáku', description: 'Tiché drama o strážci, který na svém ostrově najde ztracené dítě.' },
      sk: { title: 'Strážca majáka', description: 'Tichá dráma o strážcovi, ktorý na svojom ostrove nájde stratené dieťa.' },
      de: { title: 'Der Leuchtturmwärter', description: 'Ein stilles Drama über einen Wärter, der auf seiner Insel ein gestrandetes Kind findet.' },
    },
    duration: 118,
    age: '12+',
    format: '2D',
    audio: 'subtitled',
    times: ['17:40', '20:15'],
  },
  {
    texts: {
      en: { title: 'Rocket Rabbits', description: 'An animated adventure for the whole family: three rabbits build a rocket to the moon.' },
      cz: { title: 'Raketoví králíci', description: 'Animované dobrodružství pro celou rodinu: tři králíci staví raketu na Měsíc.' },
      sk: { title: 'Raketoví zajaci', description: 'Animované dobrodružstvo pre celú rodinu: traja zajaci stavajú raketu na Mesiac.' },
      de: { title: 'Die Raketenhasen', description: 'Ein Animationsabenteuer für die ganze Familie: Drei Hasen bauen eine Rakete zum Mond.' },
    },
    duration: 92,
    age: '0+',
    format: '3D',
    audio: 'dubbed',
    times: ['15:00', '17:10'],
    weekendOnly: ['10:30', '12:45'],
  },
  {
    texts: {
      en: { title: 'Northern Line', description: 'A thriller on a night train from Košice to Prague, where nobody is who they say.' },
      cz: { title: 'Severní linka', description: 'Thriller v nočním vlaku z Košic do Prahy, kde nikdo není tím, za koho se vydává.' },
      sk: { title: 'Severná linka', description: 'Thriller v nočnom vlaku z Košíc do Prahy, kde nikto nie je tým, za koho sa vydáva.' },
      de: { title: 'Nordlinie', description: 'Ein Thriller im Nachtzug von Košice nach Prag, in dem niemand ist, wer er zu sein vorgibt.' },
    },
    duration: 126,
    age: '15+',
    format: 'IMAX',
    audio: 'original',
    times: ['18:30', '21:20'],
  },
  {
    texts: {
      en: { title: 'Grandma Goes Viral', description: 'A comedy about a grandmother whose baking videos make her famous overnight.' },
      cz: { title: 'Babička na síti', description: 'Komedie o babičce, kterou její videa o pečení přes noc proslaví.' },
      sk: { title: 'Babka na sieti', description: 'Komédia o babke, ktorú jej videá o pečení cez noc preslávia.' },
      de: { title: 'Oma geht viral', description: 'Eine Komödie über eine Großmutter, die mit ihren Backvideos über Nacht berühmt wird.' },
    },
    duration: 101,
    age: '7+',
    format: '2D',
    audio: 'dubbed',
    times: ['16:20', '19:00'],
  },
];

const TIME_ZONE = 'Europe/Bratislava';

/** The offset of `zone` at `instant`, in minutes east of UTC. */
function offsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** A wall-clock day and time in `zone` as an instant. */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), zone) * 60_000);
}

/** Today's date in `zone`, then the following days, as YYYY-MM-DD. */
export function daysFrom(now: Date, zone: string, count: number): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, n) => new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10));
}

function programme(tenant: TenantId, index: number, image: ImageUrl, now: Date): CinemaProgramme {
  const website = 'https://www.cinemacity.sk/cinemas/aupark';
  const days = daysFrom(now, TIME_ZONE, 7);
  const films = FILMS.map((seed, n): Film => {
    const id = index * 1000 + 701 + n;
    const screenings: Screening[] = days.flatMap((day, dayIndex) => {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6;
      const times = [...(weekend ? (seed.weekendOnly ?? []) : []), ...seed.times];
      return times.map((time, t) => ({
        id: id * 100 + dayIndex * 10 + t,
        starts_at: zonedInstant(day, time, TIME_ZONE).toISOString(),
        hall: `Hall ${((n + t) % 8) + 1}`,
        format: seed.format,
        audio: seed.audio,
        booking_url: `${website}/booking?film=${id}&date=${day}&time=${time.replace(':', '')}`,
      }));
    });
    return {
      id,
      image: image('picture', `film-${id}`, seed.texts.en.title),
      duration_minutes: seed.duration,
      age_rating: seed.age,
      translations: translations(seed.texts),
      screenings,
    };
  });
  return {
    cinema: {
      name: 'Cinema City Aupark',
      website,
      booking_url: `${website}/booking`,
      translations: translations({
        en: { note: 'Tickets are also sold at the box office on level 2, from 30 minutes before the first screening.' },
        cz: { note: 'Vstupenky prodává také pokladna ve 2. patře, od 30 minut před prvním představením.' },
        sk: { note: 'Vstupenky predáva aj pokladňa na 2. poschodí, od 30 minút pred prvým predstavením.' },
        de: { note: 'Tickets gibt es auch an der Kinokasse im 2. Stock, ab 30 Minuten vor der ersten Vorstellung.' },
      }),
    },
    films,
  };
}

/** The tenant's cinema and its programme; null: the mall has no cinema (404). */
export function cinemaFor(tenant: TenantId, index: number, image: ImageUrl, now = new Date()): CinemaProgramme | null {
  if (tenant === 'aupark') return programme(tenant, index, image, now);
  if (tenant === 'europasc') {
    return {
      cinema: {
        name: 'Cinemax Europa',
        website: 'https://www.cinemax.sk/kina/banska-bystrica',
        booking_url: null,
        translations: translations({
          en: { note: 'The programme and tickets are on the cinema operator\'s website.' },
          cz: { note: 'Program a vstupenky najdete na webu provozovatele kina.' },
          sk: { note: 'Program a vstupenky nájdete na webe prevádzkovateľa kina.' },
          de: { note: 'Programm und Tickets finden Sie auf der Website des Kinobetreibers.' },
        }),
      },
      films: [],
    };
  }
  return null;
}
