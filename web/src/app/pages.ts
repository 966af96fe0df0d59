import type { ComponentType } from 'react';
import { createPageRegistry, type PageModule } from '@mall/site';

// Every page module of the app (`features/<feature>/<name>.page.ts`), found by the build: a route is
// live exactly when one of them names it, and nothing else is registered by hand (DESIGN.md "Pages").
// The modules are small (their views load lazily), so they are imported eagerly.
const modules = import.meta.glob<{ default: PageModule<never, never, ComponentType> }>('../features/*/*.page.ts', { eager: true });

export const pages = createPageRegistry<ComponentType>(Object.values(modules).map((module) => module.default));

/**
 * The source folder of each page module (`src/features/home/`): the build's manifest names a page's
 * chunks by their sources, so the first HTML can modulepreload what the page's view needs.
 */
export const pageFolders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [module.default.route, `src/${file.replace(/^\.\.\//, '').replace(/[^/]+$/, '')}`]),
);
