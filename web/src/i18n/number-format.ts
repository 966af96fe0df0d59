// The texts' `{{count, number}}` (84 of them: "3 offers", "1 240 points"). i18next's own `number`
// format keeps its Intl.NumberFormat by the language and the JSON of the whole `t` call's options,
// the count among them: nearly every count made a formatter of its own, and made a JSON string to look
// it up. Here the formatter is kept by the language and the options Intl reads, which in every text
// today is the language alone; and a small count needs none (below).

/** The options of Intl.NumberFormat: the only ones of a `t` call's options that change the number. */
const intlOptions = [
  'localeMatcher', 'numberingSystem', 'style', 'currency', 'currencyDisplay', 'currencySign', 'unit', 'unitDisplay',
  'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits', 'minimumSignificantDigits', 'maximumSignificantDigits',
  'roundingPriority', 'roundingIncrement', 'roundingMode', 'trailingZeroDisplay', 'notation', 'compactDisplay', 'useGrouping', 'signDisplay',
] as const;

const formats = new Map<string, Intl.NumberFormat>();
/** Enough for every language and option set the texts name; a text cannot add more than a few. */
const formatsLimit = 64;

/** How many formatters have been made (for tests). */
export let numberFormatsMade = 0;

/** `value` as i18next's `number` format writes it, from a formatter made once per language and options. */
export function formatNumber(value: unknown, lng: string | undefined, options: Readonly<Record<string, unknown>> = {}): string {
  let key = lng ?? '';
  let chosen: Record<string, unknown> | undefined;
  for (const name of intlOptions) {
    const option = options[name];
    if (option === undefined) continue;
    (chosen ??= {})[name] = option;
    key += `\n${name}=${String(option)}`;
  }
  // A count under a thousand is its digits in every language served (no grouping, Latin digits): no
  // formatter at all. A page's first Intl.NumberFormat of a language loads that language's number
  // data, a few milliseconds of a phone's main thread while the page hydrates.
  if (chosen === undefined && typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, chosen);
    numberFormatsMade++;
    if (formats.size >= formatsLimit) formats.clear();
    formats.set(key, format);
  }
  return format.format(value as number);
}
