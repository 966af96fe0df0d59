import type { ShellQuery } from '../graphql/generated';
import type { Lang } from '../routing';

/**
 * What the bff embeds in the first HTML (bff/src/spa/render.ts): the page's language and the layout's
 * first GraphQL result, as a JSON data block (`<script type="application/json" id="bff-state">`), so
 * it is data, never code. Absent under Vite's dev server.
 */
export interface BffState {
  lang: Lang;
  shell: ShellQuery | null;
}

let cached: BffState | null | undefined;

export function readBffState(): BffState | null {
  if (cached !== undefined) return cached;
  const element = typeof document !== 'undefined' ? document.getElementById('bff-state') : null;
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as BffState) : null;
  } catch {
    cached = null;
  }
  return cached;
}
