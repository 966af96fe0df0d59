import { describe, expect, it } from 'vitest';
import { endpointTemplate } from './endpoint';

describe('endpointTemplate', () => {
  it('keeps paths without ids as they are, without slashes at either end', () => {
    expect(endpointTemplate('settings-web-app/hero-banner')).toBe('settings-web-app/hero-banner');
    expect(endpointTemplate('/translations/web/available-locales/')).toBe('translations/web/available-locales');
    expect(endpointTemplate('malls')).toBe('malls');
  });

  it('replaces numeric ids, UUIDs and long opaque tokens with :id', () => {
    expect(endpointTemplate('companies/123')).toBe('companies/:id');
    expect(endpointTemplate('events/42/register')).toBe('events/:id/register');
    expect(endpointTemplate('rewards/3f2b8c1e-9a4d-4c2e-8b1a-0d9e6f7a5b21/claim')).toBe('rewards/:id/claim');
    expect(endpointTemplate('password/reset/Zm9vYmFyYmF6cXV4cXV1eHh5enp5')).toBe('password/reset/:id');
    expect(endpointTemplate('news/1a')).toBe('news/:id');
  });

  it('makes a custom page\'s permalink, slashes and all, one :permalink', () => {
    expect(endpointTemplate('website-pages/permalink/guides/christmas/gift-ideas')).toBe('website-pages/permalink/:permalink');
    expect(endpointTemplate('website-pages/permalink/accessibility')).toBe('website-pages/permalink/:permalink');
    expect(endpointTemplate('website-pages/id/1601')).toBe('website-pages/id/:id');
  });

  it('drops the query string and the fragment', () => {
    expect(endpointTemplate('categories?filter[type]=company&page=2')).toBe('categories');
    expect(endpointTemplate('companies/7#top')).toBe('companies/:id');
  });

  it('names the root', () => {
    expect(endpointTemplate('')).toBe('/');
    expect(endpointTemplate('/')).toBe('/');
  });
});
