// The specification's slug rule (spec §5): remove accents, `&` becomes `-and-`, spaces become
// hyphens, lowercase, drop every other non-alphanumeric character, collapse hyphens. Leading and
// trailing hyphens are trimmed so that a title starting or ending with punctuation still gives a
// clean path segment. This is the only copy of the rule: the bff computes detail slugs with it and
// the web checks them with it.

// Letters that Unicode does not decompose into a base letter plus a combining accent.
const unaccented: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};

export function removeAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßẞæÆœŒøØđĐłŁı]/g, (letter) => unaccented[letter] ?? letter);
}

export function slugify(text: string): string {
  return removeAccents(text)
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
