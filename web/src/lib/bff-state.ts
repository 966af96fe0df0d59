import type { ShellQuery } from '../graphql/generated';
import type { Lang } from '@mall/site';

/**
 * What the bff embeds in the first HTML (bff/src/spa/render.ts) as a JSON data block
 * (`<script type="application/json" id="bff-state">`), so it is data, never code: the page's
 * language, the layout's first GraphQL result, and the screen's first result (routing/page-queries).
 * Absent under Vite's dev server.
 */
export interface EmbeddedOperation {
  operation: string;
  variables: Record<string, unknown>;
  data: unknown;
}

export interface BffState {
  lang: Lang;
  shell: ShellQuery | null;
  page: EmbeddedOperation | null;
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
