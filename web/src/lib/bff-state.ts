import type { Lang } from '../routing';
import type { ShellQuery } from '../graphql/generated';

/** What the bff embeds in the first HTML (bff/src/spa/render.ts): the layout's first GraphQL result. */
export interface BffState {
  lang: Lang;
  shell: ShellQuery | null;
}

declare global {
  interface Window {
    __BFF_STATE__?: BffState;
  }
}

export function readBffState(): BffState | null {
  return typeof window !== 'undefined' ? (window.__BFF_STATE__ ?? null) : null;
}
