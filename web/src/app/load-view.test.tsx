import { describe, expect, it } from 'vitest';
import { loadView } from './router';

describe('loadView', () => {
  it("is the page's view when its chunk loads", async () => {
    const View = () => null;
    expect(await loadView(async () => ({ default: View }))).toBe(View);
  });

  it('is a component that throws the load error when the chunk is gone, so the error boundary sees it', async () => {
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/home-screen-1.js');
    const View = await loadView(() => Promise.reject(gone));
    expect(() => (View as () => never)()).toThrow(gone);
  });
});
