// Image links are rewritten to the bff's image-proxy route (spec §7), so the browser never talks to
// the platform directly and the proxy can check the source host against the tenant's allow-list.
// `url` is the legacy query parameter name the specification mentions.

export const imageProxyPath = '/img';

export function proxiedImage(source: string | null | undefined, publicOrigin: string): string | null {
  if (!source) return null;
  try {
    const parsed = new URL(source);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  return `${publicOrigin}${imageProxyPath}?url=${encodeURIComponent(source)}`;
}
