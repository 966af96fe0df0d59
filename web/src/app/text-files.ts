// Every UI text file of the app, each its own chunk (see texts.ts for the convention). This map names
// every feature in every language, so it grows with each screen: it is its own chunk too, loaded the
// first time a text file is (a navigation, a prefetch, a language switch), never on the first load,
// whose texts' files the first HTML names (texts.ts `namedTextFiles`).

/** Where a text file belongs: its language and namespace, from its path. */
export function placeOf(path: string): { lang: string; namespace: string } | null {
  const common = /\/i18n\/locales\/([a-z]+)\/common\.json$/.exec(path);
  if (common) return { lang: common[1]!, namespace: 'common' };
  const feature = /\/features\/([a-z0-9-]+)\/locales\/([a-z]+)\.json$/.exec(path);
  return feature ? { lang: feature[2]!, namespace: feature[1]! } : null;
}

const files = import.meta.glob<object>(['../i18n/locales/*/common.json', '../features/*/locales/*.json'], { import: 'default' });

/** `lang/namespace` → its file's loader. */
export const textLoaders = new Map<string, () => Promise<object>>();
for (const [path, load] of Object.entries(files)) {
  const place = placeOf(path);
  if (place) textLoaders.set(`${place.lang}/${place.namespace}`, load);
}

/** Every namespace that has texts. */
export const allNamespaces: readonly string[] = [...new Set([...textLoaders.keys()].map((key) => key.slice(key.indexOf('/') + 1)))];
