import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isWebAddress, MessageText } from './message-text';

const links = (text: string) => {
  const { container } = render(<MessageText text={text} />);
  return { container, anchors: [...container.querySelectorAll('a')] };
};

describe('a message text', () => {
  it('makes http and https addresses links that open in a new tab and pass nothing on', () => {
    const { anchors, container } = links('See https://www.aupark.sk/en/offers and http://example.com/a?b=1 today.');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://www.aupark.sk/en/offers', 'http://example.com/a?b=1']);
    for (const a of anchors) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    }
    expect(container.textContent).toBe('See https://www.aupark.sk/en/offers and http://example.com/a?b=1 today.');
  });

  it('gives an address without a scheme https', () => {
    expect(links('Visit www.aupark.sk please').anchors.map((a) => a.getAttribute('href'))).toEqual(['https://www.aupark.sk']);
  });

  it('never links javascript:, data:, mailto:, ftp: or an e-mail address: they stay text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> mailto:info@aupark.sk ftp://files.example.com info@aupark.sk JavaScript://%0Aalert(1)';
    const { anchors, container } = links(text);
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([]);
    expect(container.textContent).toBe(text);
  });

  it('shows markup as text, never as elements', () => {
    const text = '<img src=x onerror=alert(1)> <script>alert(1)</script> <a href="javascript:alert(1)">click</a>';
    const { anchors, container } = links(text);
    expect(anchors).toEqual([]);
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('keeps the lines of the text (shown with white-space: pre-wrap)', () => {
    expect(links('first line\nsecond line').container.textContent).toBe('first line\nsecond line');
  });

  it('decides by the scheme of the address', () => {
    expect(isWebAddress('https://a.example')).toBe(true);
    expect(isWebAddress('HTTP://a.example')).toBe(true);
    expect(isWebAddress('www.a.example')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('javascript://a.example')).toBe(false);
    expect(isWebAddress('ftp://a.example')).toBe(false);
    expect(isWebAddress('https:a.example')).toBe(false);
  });
});
