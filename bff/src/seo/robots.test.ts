import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('names the sitemap index on the tenant origin and keeps crawlers off the API and ops', () => {
    expect(robotsTxt('https://www.aupark.sk/')).toBe(
      ['User-agent: *', 'Disallow: /graphql', 'Disallow: /ops/', '', 'Sitemap: https://www.aupark.sk/sitemap.xml', ''].join('\n'),
    );
  });

  it('leaves the image route open (link previews and image search fetch Open Graph images through it)', () => {
    expect(robotsTxt('https://www.aupark.sk')).not.toMatch(/Disallow: \/img/);
  });
});
