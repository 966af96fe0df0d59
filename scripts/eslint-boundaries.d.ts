// Types of eslint-boundaries.js (plain JavaScript: eslint.config.js imports it without a compiler).
export interface Zone {
  target: string;
  from: string | string[];
  except?: string[];
  message: string;
}
export function reachedPath(file: string, source: string): string | null;
export function brokenZone(zones: readonly Zone[], file: string, source: string): Zone | null;
export const boundariesPlugin: { rules: Record<string, unknown> };
