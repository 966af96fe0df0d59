import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

// The security headers of every document the bff answers (pages, the error screen, redirects): a
// content security policy and the rest of helmet's. They depend on the configuration only (no nonce:
// the page has no inline script), so helmet runs once, at start-up, and each answer gets the headers
// it set. Running its middleware per request cost cached pages a third of their time.

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export function documentSecurityHeaders(config: Config): HeaderList {
  const middleware = helmet({
    // Third parties allowed: the tag manager and the pixel, loaded only after statistics consent.
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // No inline script: the embedded state is a JSON data block, and the consent feature starts the
        // tag manager and the pixel from module code. (GTM "custom HTML" tags would need a nonce.)
        'script-src': ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
        'img-src': ["'self'", 'data:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The realtime provider's WebSocket (issue 20): wss in production; outside it plain ws too, for
        // the embedded sandbox's stand-in on its own port (ws://127.0.0.1:…, no TLS), or a local soketi.
        'connect-src': ["'self'", 'https:', 'wss:', ...(config.NODE_ENV === 'production' ? [] : ['ws:'])],
        'font-src': ["'self'", 'data:'],
        // The web app manifest (issue 24, pwa/): default-src would cover it; said, so that a change of
        // default-src cannot make the site uninstallable. Its icons are same-origin images (img-src).
        'manifest-src': ["'self'"],
        // The embedded map of "How to get here" (Maps Embed API), only when a maps key is configured.
        'frame-src': ["'self'", 'https://www.googletagmanager.com', ...(config.MAPS_API_KEY ? ['https://www.google.com'] : [])],
        'upgrade-insecure-requests': config.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  const headers = new Map<string, readonly [string, string]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers.values()];
}
