import { describe, expect, it, vi } from 'vitest';
import { MAX_SLIDES, toAuthSlides } from './mapper';

const img = (url: string) => `/img?url=${encodeURIComponent(url)}`;

describe('toAuthSlides (issue 22)', () => {
  it('gives the pictures in key number order, each captioned by the name at its place', () => {
    const slides = toAuthSlides(
      {
        login_slider_images_10: 'https://img.test/10.jpg',
        login_slider_images_2: 'https://img.test/2.jpg',
        login_slider_images_1: 'https://img.test/1.jpg',
        login_slider_images_names: 'Collect points, Redeem rewards',
        login_slider_images_extra: 'https://img.test/not-numbered.jpg',
      },
      vi.fn(),
    );
    expect(slides).toEqual([
      { image: img('https://img.test/1.jpg'), caption: 'Collect points' },
      { image: img('https://img.test/2.jpg'), caption: 'Redeem rewards' },
      // The list is shorter than the pictures: no caption.
      { image: img('https://img.test/10.jpg'), caption: null },
    ]);
  });

  it('leaves out an invalid picture, logged once, without shifting the captions after it', () => {
    const warn = vi.fn();
    const slides = toAuthSlides(
      {
        login_slider_images_1: 'javascript:alert(1)',
        login_slider_images_2: 'https://img.test/2.jpg',
        login_slider_images_3: '',
        login_slider_images_names: 'One, Two, Three',
      },
      warn,
    );
    expect(slides).toEqual([{ image: img('https://img.test/2.jpg'), caption: 'Two' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), { keys: ['login_slider_images_1'] });
  });

  it('has no slides without pictures, and at most ten', () => {
    expect(toAuthSlides({ login_slider_images_names: 'A, B' }, vi.fn())).toEqual([]);
    const many = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`login_slider_images_${i + 1}`, `https://img.test/${i + 1}.jpg`]));
    const slides = toAuthSlides(many, vi.fn());
    expect(slides).toHaveLength(MAX_SLIDES);
    expect(slides[0]).toEqual({ image: img('https://img.test/1.jpg'), caption: null });
  });
});
