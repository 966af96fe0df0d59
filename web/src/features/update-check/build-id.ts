// Where the page's own build id and the server's current one come from: index.html carries
// `<meta name="build-id">` (web/build/build-id.ts), the bff answers `GET /build.json` with `{ buildId }`.

export const BUILD_JSON_PATH = '/build.json';

/** This page's build id, or null (a development server has none: no update check then). */
export function pageBuildId(doc: Pick<Document, 'querySelector'> = document): string | null {
  return doc.querySelector('meta[name="build-id"]')?.getAttribute('content') || null;
}

/** The server's build id now; null when it answers anything but a well-formed id. */
export async function fetchBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(BUILD_JSON_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || !('buildId' in body)) return null;
  const { buildId } = body;
  return typeof buildId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(buildId) ? buildId : null;
}
