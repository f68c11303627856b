import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * LIVE_ENDPOINT (tests only): the local stand-in of the live CDN, served over http, may be fetched by the
 * live player; no other page gets it, and without it the player still allows https streams only.
 */

let withLive: TestApp;
let plain: TestApp;
const LIVE = 'http://127.0.0.1:18802';

beforeAll(async () => {
  withLive = await buildTestApp({ LIVE_ENDPOINT: `${LIVE}/` });
  plain = await buildTestApp();
});
afterAll(async () => {
  await withLive?.close();
  await plain?.close();
});

const csp = async (t: TestApp, url: string) =>
  String((await t.raw({ method: 'GET', url })).headers['content-security-policy']);

describe('the live player and LIVE_ENDPOINT', () => {
  it('lets the player fetch and play from the live stand-in, and nothing else from it', async () => {
    const player = await csp(withLive, '/player/live.html?src=x');
    expect(player).toMatch(new RegExp(`connect-src [^;]*https: ${LIVE}(;|$)`));
    expect(player).toMatch(new RegExp(`media-src [^;]*${LIVE}(;|$)`));
    expect(await csp(withLive, '/api/docs')).not.toContain(LIVE);
  });

  it('leaves the player on https streams without it (production)', async () => {
    const player = await csp(plain, '/player/live.html?src=x');
    expect(player).toMatch(/connect-src [^;]*https:/);
    expect(player).not.toContain('http://');
  });
});
