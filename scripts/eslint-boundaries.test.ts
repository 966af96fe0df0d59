import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenZone, reachedPath } from './eslint-boundaries.js';

const root = resolve(import.meta.dirname, '..');
const at = (path: string) => resolve(root, path);
const zones = [
  { target: './bff/src', from: './web', message: 'bff never imports web' },
  { target: './web/src/features/home', from: './web/src/features', except: ['./home'], message: 'no feature to feature' },
];

describe('the boundaries rule', () => {
  it('resolves relative imports and our workspace packages, never other packages', () => {
    expect(reachedPath(at('bff/src/app.ts'), '../../web/src/main')).toBe(at('web/src/main'));
    expect(reachedPath(at('bff/src/app.ts'), '@mall/web/src/main')).toBe(at('web/src/main'));
    expect(reachedPath(at('bff/src/app.ts'), 'fastify')).toBeNull();
  });

  it('reports an import that crosses a zone, and nothing else', () => {
    expect(brokenZone(zones, at('bff/src/app.ts'), '../../web/src/app/i18n')?.message).toBe('bff never imports web');
    expect(brokenZone(zones, at('bff/src/app.ts'), '@mall/site')).toBeNull();
    expect(brokenZone(zones, at('web/src/features/home/x.ts'), '../layout/header')?.message).toBe('no feature to feature');
    expect(brokenZone(zones, at('web/src/features/home/x.ts'), './home-screen')).toBeNull();
    expect(brokenZone(zones, at('web/src/features/layout/x.ts'), '../home/home-screen')).toBeNull();
  });
});
