/**
 * POST /admin/media and GET /media/u/<id>/<width>.webp: real images made by sharp go in, WebP variants
 * come out (sniffed type, EXIF gone, never upscaled, stored in the database); everything else is
 * refused with a clear message before or instead of being stored.
 */
import { MEDIA_MESSAGES, MAX_UPLOAD_BYTES } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '../src/admin/staff-guard.js';
import { type AdminClient, adminClient, adminPortsOf } from './helpers/admin.js';
import { makeImage, registerBuyer, upload, uploadImage } from './helpers/shop-callers.js';
import { sessionCookieOf, startTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let staff: AdminClient;

beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_REGISTER_IP: '1000/60' } });
  staff = await adminClient(t, { role: 'STAFF' });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /admin/media', () => {
  it('takes a PNG and serves it as WebP at 320, 640 and 1280 px, the largest as src', async () => {
    const res = await upload(t, await makeImage('png', 1600, 900), {
      client: staff,
      alt: 'Leaf',
      filename: 'leaf.png',
    });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      src: `/media/u/${id}/1280.webp`,
      width: 1280,
      height: 720,
      alt: 'Leaf',
      variants: [320, 640, 1280].map((width) => ({ width, src: `/media/u/${id}/${width}.webp` })),
    });
    for (const [width, height] of [
      [320, 180],
      [640, 360],
      [1280, 720],
    ] as const) {
      const served = await t.http().get(`/media/u/${id}/${width}.webp`).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const audit = await adminPortsOf(t).audit.list({ action: 'media.upload' }, 1, 10);
    expect(audit.items.find((e) => e.subject === `media ${id}`)).toMatchObject({
      actor: staff.email,
      after: { type: 'image/png', width: 1280, height: 720, widths: [320, 640, 1280] },
    });
  });

  it('takes a JPEG with EXIF and drops the metadata; never upscales a small image', async () => {
    const jpeg = await makeImage('jpeg', 500, 400, { exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const uploaded = await uploadImage(t, staff, jpeg);
    expect(uploaded.variants.map((v) => v.width)).toEqual([320, 500]);
    expect([uploaded.width, uploaded.height]).toEqual([500, 400]);
    const served = await t.http().get(uploaded.src).buffer(true);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(served.body as Buffer).includes('Secret Photographer')).toBe(false);
  });

  it('takes WebP and still GIF images too, by their bytes whatever their name says', async () => {
    const webp = await upload(t, await makeImage('webp', 700, 700), { client: staff, filename: 'photo.jpg' });
    expect(webp.status).toBe(201);
    const gif = await upload(t, await makeImage('gif', 300, 200), { client: staff, filename: 'logo.gif' });
    expect(gif.status).toBe(201);
    expect(gif.body.variants).toEqual([{ width: 300, src: `/media/u/${gif.body.id}/300.webp` }]);
  });

  it('serves an ETag and answers 304 for it; unknown ids and widths are 404, seeded /media files still work', async () => {
    const uploaded = await uploadImage(t, staff);
    const first = await t.http().get(uploaded.src);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.http().get(uploaded.src).set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
    expect((await t.http().get(`/media/u/${uploaded.id}/999.webp`)).status).toBe(404);
    expect((await t.http().get('/media/u/00000000-0000-4000-8000-000000000000/320.webp')).status).toBe(404);
    expect((await t.http().get('/media/u/not-an-id/320.webp')).status).toBe(404);
    expect((await t.http().get(`/media/u/${uploaded.id}/320.png`)).status).toBe(404);
    expect((await t.http().get('/media/partners/vitalmarkt.svg')).status).toBe(200);
    expect((await t.http().get('/media/no-such-file.png')).status).toBe(404);
  });

  it.each([
    [
      'a text file named .png',
      async () => Buffer.from('hello, this is not an image at all\n'),
      415,
      MEDIA_MESSAGES.notAnImage,
    ],
    [
      'a PDF',
      async () => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      415,
      MEDIA_MESSAGES.notAnImage,
    ],
    ['a TIFF image', () => makeImage('tiff', 60, 40), 415, MEDIA_MESSAGES.unsupportedType('image/tiff')],
    [
      'a PNG cut off after its header',
      async () => (await makeImage('png', 400, 400)).subarray(0, 60),
      415,
      MEDIA_MESSAGES.unreadable,
    ],
  ])('refuses %s with a message and stores nothing', async (_, body, status, message) => {
    const before = (await adminPortsOf(t).audit.list({ action: 'media.upload' }, 1, 1)).totalCount;
    const res = await upload(t, await body(), { client: staff, filename: 'image.png' });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect((await adminPortsOf(t).audit.list({ action: 'media.upload' }, 1, 1)).totalCount).toBe(before);
  });

  it('refuses an animated GIF', async () => {
    const frame = { create: { width: 40, height: 40, channels: 3 as const, background: '#2a7' } };
    const animated = await sharp(
      [
        await sharp(frame).png().toBuffer(),
        await sharp({ ...frame, create: { ...frame.create, background: '#a27' } })
          .png()
          .toBuffer(),
      ],
      { join: { animated: true } },
    )
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const res = await upload(t, animated, { client: staff, filename: 'spin.gif' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MEDIA_MESSAGES.animated });
  });

  it('refuses a file over 8 MB with 413', async () => {
    const big = Buffer.concat([await makeImage('png', 10, 10), Buffer.alloc(MAX_UPLOAD_BYTES, 0)]);
    const res = await upload(t, big, { client: staff });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: MEDIA_MESSAGES.tooLarge });
  });

  it('refuses a request without a file, and one without the CSRF header', async () => {
    const empty = await t
      .http()
      .post('/admin/media')
      .set('apollo-require-preflight', 'true')
      .set('cookie', staff.cookie)
      .field('alt', 'x');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: MEDIA_MESSAGES.missingFile });
    const noHeader = await upload(t, await makeImage('png', 50, 50), { client: staff, csrf: false });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body).toEqual({ message: MEDIA_MESSAGES.csrf });
  });

  it('takes an admin Bearer token; refuses anonymous callers and a buyer cookie or token with 401', async () => {
    const png = await makeImage('png', 50, 50);
    expect((await upload(t, png, { token: staff.token })).status).toBe(201);
    const anonymous = await upload(t, png);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: GUARD_MESSAGES.unauthenticated });
    const buyer = await registerBuyer(t);
    const login = await t.gql(`mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`, {
      e: buyer.email,
      p: 'Str0ng!Pass',
    });
    const buyerCookie = sessionCookieOf(login.res)!;
    expect(buyerCookie).toMatch(/^shop_session=/);
    expect((await upload(t, png, { cookie: buyerCookie })).status).toBe(401);
    expect((await upload(t, png, { token: buyer.token })).status).toBe(401);
  });
});
