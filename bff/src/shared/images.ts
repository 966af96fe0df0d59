// Image links are rewritten to the bff's image-proxy route (spec §7), so the browser never talks to
// the platform directly and the proxy can check the source host against the tenant's allow-list.
// `url` is the legacy query parameter name the specification mentions. The link is root-relative: the
// page's own host serves it, and no part of it comes from the request (a forged Host or
// X-Forwarded-Host cannot point it elsewhere). Where an absolute URL is needed (Open Graph), it is
// built from the tenant's configured origin.

import { imageProxyPath } from '@mall/site';

export { imageProxyPath };

export function proxiedImage(source: string | null | undefined): string | null {
  if (!source) return null;
  try {
    const parsed = new URL(source);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return `${imageProxyPath}?url=${encodeURIComponent(source)}`;
}
