import { describe, expect, it } from 'vitest';
import { buildIdFrom } from './build-id';

describe('buildIdFrom', () => {
  const files = ['assets/index-Ab12.js', 'assets/react-Cd34.js', 'assets/index-Ef56.css', 'index.html', 'assets/index-Ab12.js.map'];

  it('is a short hex id that does not depend on the order of the files', () => {
    expect(buildIdFrom(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdFrom([...files].reverse())).toBe(buildIdFrom(files));
  });

  it('changes when a hashed file name changes, not with the HTML or the maps', () => {
    expect(buildIdFrom(files.map((file) => file.replace('react-Cd34', 'react-Zz99')))).not.toBe(buildIdFrom(files));
    expect(buildIdFrom(files.filter((file) => !file.endsWith('.html') && !file.endsWith('.map')))).toBe(buildIdFrom(files));
  });
});
