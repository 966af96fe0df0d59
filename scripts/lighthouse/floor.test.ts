import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorDocument, startFloor, type Floor } from './floor';

/** `path` asked of the floor's server on 127.0.0.1 (it answers whatever the Host). */
async function get(floor: Floor, path: string, method = 'GET'): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(`http://127.0.0.1:${new URL(floor.url).port}${path}`, { method });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe("npm run lighthouse's floor", () => {
  let floor: Floor;
  beforeAll(async () => {
    floor = await startFloor();
  });
  afterAll(async () => {
    await floor.close();
  });

  it('is a *.localhost URL, which the browser of the script maps to loopback', () => {
    expect(floor.url).toMatch(/^http:\/\/floor\.localhost:\d+\/$/);
  });

  it('serves one small HTML page that asks for nothing more: no script, picture, stylesheet or icon to fetch', async () => {
    const page = await get(floor, '/');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(floorDocument);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).not.toMatch(/<script|<img|<link rel="stylesheet"|<style|src=/);
    expect(page.body).toContain('<link rel="icon" href="data:,">');
  });

  it('answers anything else with 404', async () => {
    expect((await get(floor, '/favicon.ico')).status).toBe(404);
    expect((await get(floor, '/?x=1')).status).toBe(404);
    expect((await get(floor, '/', 'POST')).status).toBe(404);
  });
});
