import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the markup of a description', () => {
    expect(sanitizeRichText('<p>Fresh <strong>bread</strong> daily.</p><ul><li>Bakery</li></ul>')).toBe(
      '<p>Fresh <strong>bread</strong> daily.</p><ul><li>Bakery</li></ul>',
    );
  });
  it('removes scripts, handlers, styles and frames with what they hold', () => {
    const out = sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><style>p{}</style>');
    expect(out).toBe('<p>Hi</p>');
  });
  it('drops javascript: and data: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });
  it('opens external links safely and leaves site links as written', () => {
    expect(sanitizeRichText('<a href="https://shop.example">shop</a>')).toBe(
      '<a href="https://shop.example" rel="noopener noreferrer nofollow" target="_blank">shop</a>',
    );
    expect(sanitizeRichText('<a href="/en/opening-hours">hours</a>')).toBe('<a href="/en/opening-hours">hours</a>');
  });
  it('makes an editor heading of the first level a second level one', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
  it('answers null for nothing to show', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull();
  });
});

describe('plainText', () => {
  it('gives the words of rich text, entities decoded, spaces collapsed', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p>at&nbsp;<b>noon</b></p>')).toBe('Fish & chips at noon');
  });
  it('decodes an escaped entity once only', () => {
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });
  it('parts the words of two blocks or a line break', () => {
    expect(plainText('<p>Choose.</p><p>Redeem.</p><ul><li>One</li><li>Two</li></ul>Three<br>Four')).toBe('Choose. Redeem. One Two Three Four');
  });
  it('leaves out what a script says', () => {
    expect(plainText('<p>a</p><script>b</script>')).toBe('a');
  });
});
