import type { ShellQuery } from '../graphql/generated';
import type { EmbeddedState } from '@mall/site';

/**
 * What the first HTML carries (the web's SSR entry makes it, the bff writes it) as a JSON data block,
 * so it is data, never code: the page's language and status, the layout's first GraphQL result, and
 * the page's first result (its page module's operation). Absent under Vite's dev server.
 */
export type BffState = EmbeddedState<ShellQuery>;

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
