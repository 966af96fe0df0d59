// The day-entry shape is not in the specification (§3 "Opening-hours entry" shows only zone,
// status and weekday keys); ours is `{ from, to, is_closed }` with 24-hour 'HH:mm' strings.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface DayHours {
  from: string | null;
  to: string | null;
  is_closed: boolean;
}

export type WeekHours = Record<Weekday, DayHours>;

export type Span = [from: string, to: string] | 'closed';

function day(span: Span): DayHours {
  return span === 'closed' ? { from: null, to: null, is_closed: true } : { from: span[0], to: span[1], is_closed: false };
}

/** Same hours Monday to Friday, then Saturday and Sunday on their own. */
export function week(workdays: Span, saturday: Span, sunday: Span): WeekHours {
  return {
    monday: day(workdays),
    tuesday: day(workdays),
    wednesday: day(workdays),
    thursday: day(workdays),
    friday: day(workdays),
    saturday: day(saturday),
    sunday: day(sunday),
  };
}
