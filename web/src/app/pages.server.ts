import type { ComponentType } from 'react';
import type { DocumentNode } from 'graphql';
import { createPageRegistry, operationName, type PageModule } from '@mall/site';
import { ShellDocument } from '../graphql/generated';
import { routeOfPageFile } from './pages';

// The server's registry of every page module, loaded at once: the SSR entry renders any page at any
// time, and the bff learns the live routes and the page operations from it. The browser loads page
// modules one by one (pages.ts).

const modules = import.meta.glob<{ default: PageModule<never, never, ComponentType> }>('../features/*/*.page.ts', { eager: true });

for (const [file, module] of Object.entries(modules)) {
  // pages.ts knows the live routes by file name, without loading the modules: the names must agree.
  if (module.default.route !== routeOfPageFile(file)) throw new Error(`${file} names the route ${module.default.route}: name the file ${module.default.route}.page.ts`);
}

export const pages = createPageRegistry<ComponentType>(Object.values(modules).map((module) => module.default));

/** The documents whose results the first HTML may carry, by operation name: the layout's and every page's. */
export function embeddableDocuments(): Record<string, DocumentNode> {
  const documents: Record<string, DocumentNode> = { Shell: ShellDocument };
  for (const page of pages.all()) {
    const name = operationName(page.document);
    if (name) documents[name] = page.document as unknown as DocumentNode;
  }
  return documents;
}
