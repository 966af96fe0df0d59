import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

// A message's text (issue 20: "plain text, shown as text, links made clickable, nothing else"): React
// writes it as text (never as markup), and linkify-react turns web addresses in it into links. Only
// http(s) addresses become links: an address with any other scheme (javascript:, data:, mailto:,
// ftp:) stays text, and so do e-mail addresses. Links open in a new tab and pass no trust or referrer on.

const scheme = /^([a-z][a-z\d+.-]*):/i;

/** Whether linkify's `url` token may become a link: an http(s) address, or one without a scheme (it gets https). */
export function isWebAddress(value: string): boolean {
  const given = scheme.exec(value)?.[1]?.toLowerCase();
  if (given === undefined) return true;
  return (given === 'http' || given === 'https') && /^https?:\/\/[^/\s]/i.test(value);
}

export const linkOptions: Opts = {
  defaultProtocol: 'https',
  validate: (value, type) => type === 'url' && isWebAddress(value),
  target: '_blank',
  rel: 'noopener noreferrer nofollow ugc',
};

export function MessageText({ text }: { text: string }) {
  return (
    <Linkify as="p" className="message__text" options={linkOptions}>
      {text}
    </Linkify>
  );
}
