import { useState } from 'react';

// Share links of a detail page (events, news): Facebook, X, WhatsApp and e-mail as real links (they
// work without JavaScript, each opens the service with the page's canonical absolute address), and a
// "copy link" button for the clipboard. The caller gives the texts in the page's language.

export interface ShareLinksProps {
  /** The canonical absolute address of the page. */
  url: string;
  title: string;
  labels: { heading: string; facebook: string; x: string; whatsapp: string; email: string; copy: string; copied: string; copyFailed: string };
  headingId: string;
}

export function shareTargets(url: string, title: string): { facebook: string; x: string; whatsapp: string; email: string } {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
}

export function ShareLinks({ url, title, labels, headingId }: ShareLinksProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const targets = shareTargets(url, title);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="share-links" aria-labelledby={headingId} data-testid="share-links">
      <h2 id={headingId} className="share-links__heading">
        {labels.heading}
      </h2>
      <ul className="share-links__list">
        <li>
          <a href={targets.facebook} {...external}>
            {labels.facebook}
          </a>
        </li>
        <li>
          <a href={targets.x} {...external}>
            {labels.x}
          </a>
        </li>
        <li>
          <a href={targets.whatsapp} {...external}>
            {labels.whatsapp}
          </a>
        </li>
        <li>
          <a href={targets.email}>{labels.email}</a>
        </li>
        <li>
          <button type="button" onClick={() => void onCopy()} data-url={url}>
            {labels.copy}
          </button>
        </li>
      </ul>
      <p className="share-links__status" role="status" aria-live="polite">
        {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
      </p>
    </section>
  );
}
