import { describe, expect, it } from 'vitest';
import { appShellFiles, buildIdOfIndex, precached } from './service-worker';

// A build's manifest in small: the entry, the app's start it imports lazily, a screen, the texts.
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_rolldown-runtime.js'], dynamicImports: ['src/app/start.tsx', 'src/features/shops/shops.page.ts'] },
  '_rolldown-runtime.js': { file: 'assets/rolldown-runtime-b.js' },
  'src/app/start.tsx': { file: 'assets/start-c.js', imports: ['_vendor.js'], dynamicImports: ['src/app/text-files.ts'] },
  '_vendor.js': { file: 'assets/vendor-d.js' },
  'src/app/text-files.ts': { file: 'assets/text-files-e.js' },
  'src/features/shops/shops.page.ts': { file: 'assets/shops.page-f.js', imports: ['_vendor.js'] },
  'src/i18n/locales/en/common.json': { file: 'assets/common-en.js' },
  'src/i18n/locales/sk/common.json': { file: 'assets/common-sk.js' },
  'src/features/shops/locales/en.json': { file: 'assets/en-g.js' },
  'src/features/cookie-consent/locales/en.json': { file: 'assets/en-k.js' },
  'src/features/cookie-consent/locales/sk.json': { file: 'assets/sk-l.js' },
  'offline.html': { file: 'assets/offline-h.js', isEntry: true },
};

describe('appShellFiles', () => {
  it('is the entry, the app\'s start with their static imports, the texts of every page (common, the layout\'s features\') and the offline page\'s script', () => {
    expect([...appShellFiles(manifest)].sort()).toEqual(
      ['assets/common-en.js', 'assets/common-sk.js', 'assets/en-k.js', 'assets/sk-l.js', 'assets/index-a.js', 'assets/offline-h.js', 'assets/rolldown-runtime-b.js', 'assets/start-c.js', 'assets/vendor-d.js'].sort(),
    );
  });

  it('leaves screens, their texts and lazy modules to the runtime cache', () => {
    const files = appShellFiles(manifest);
    for (const file of ['assets/shops.page-f.js', 'assets/en-g.js', 'assets/text-files-e.js']) expect(files.has(file), file).toBe(false);
  });
});

describe('precached', () => {
  it('is the app shell and every stylesheet: a screen cached as it was used needs its stylesheet offline', () => {
    const shell = appShellFiles(manifest);
    expect(precached('assets/start-c.js', shell)).toBe(true);
    expect(precached('assets/shops-screen-i.css', shell)).toBe(true);
    expect(precached('assets/shell-j.css', shell)).toBe(true);
    expect(precached('assets/shops.page-f.js', shell)).toBe(false);
  });
});

describe('buildIdOfIndex', () => {
  it('reads the id build-id.ts wrote, and refuses a page without one', () => {
    expect(buildIdOfIndex('<head><meta name="build-id" content="ebbc439f149ba0c2"></head>')).toBe('ebbc439f149ba0c2');
    expect(() => buildIdOfIndex('<head></head>')).toThrow(/build-id/);
  });
});
