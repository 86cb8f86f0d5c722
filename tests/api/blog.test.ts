import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { del, get, post, put, startApi, stopApi } from '../support/api.js';
import { createUser, makeAdmin, type TestUser } from '../support/auth.js';
import { resetDatabase } from '../support/emulators.js';
import { blogPosts } from '../../seed/src/seed.js';

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  await startApi();
});
afterAll(stopApi);
beforeEach(async () => {
  await resetDatabase();
  shopper = await createUser();
  admin = await makeAdmin(await createUser());
});

const aPost = (suffix: string) => ({
  author: 'Sunita Patil',
  featuredImage: '/images/blog/jaggery-season-in-karad.svg',
  tags: ['jaggery'],
  en: { title: `Harvest notes ${suffix}`, content: '<p>Cane is ready.</p>', slug: `harvest-notes-${suffix}` },
  mr: { title: `कापणी ${suffix}`, content: '<p>ऊस तयार आहे.</p>', slug: `कापणी-${suffix}` },
});

describe('blog reads are public', () => {
  it('lists posts newest first and finds a post by its English or Marathi slug', async () => {
    const list = await get('/blog');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(blogPosts.length);
    const dates = list.body.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const seeded = blogPosts.find((p) => p.mr.slug)!;
    const byEn = await get(`/blog/${encodeURIComponent(seeded.en.slug)}`);
    const byMr = await get(`/blog/${encodeURIComponent(seeded.mr.slug)}`);
    expect(byEn.status).toBe(200);
    expect(byEn.body._id).toBe(seeded._id);
    expect(byMr.body).toEqual(byEn.body);

    const missing = await get('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Oops! We could not find that blog post.');
  });
});

describe('blog writes are for administrators', () => {
  it('401 without a token, 403 without the admin claim', async () => {
    expect((await post('/blog', aPost('a'))).status).toBe(401);
    const forbidden = await post('/blog', aPost('a'), { token: shopper.idToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await get('/blog')).body).toHaveLength(blogPosts.length);
  });

  it('creates, updates (re-reserving slugs) and deletes a post', async () => {
    const created = await post('/blog', aPost('a'), { token: admin.idToken });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect((await get('/blog/harvest-notes-a')).body._id).toBe(id);

    const changed = { ...aPost('a'), en: { ...aPost('a').en, slug: 'harvest-notes-renamed' } };
    const updated = await put(`/blog/${id}`, changed, { token: admin.idToken });
    expect(updated.status).toBe(200);
    expect(updated.body.createdAt).toBe(created.body.createdAt);
    expect((await get('/blog/harvest-notes-renamed')).body._id).toBe(id);
    expect((await get('/blog/harvest-notes-a')).status).toBe(404);

    expect((await del(`/blog/${id}`, { token: admin.idToken })).status).toBe(204);
    expect((await get('/blog/harvest-notes-renamed')).status).toBe(404);
    expect((await get(`/blog/${encodeURIComponent('कापणी-a')}`)).status).toBe(404);
    expect((await del(`/blog/${id}`, { token: admin.idToken })).status).toBe(404);
  });

  it('keeps slugs unique across posts and languages (409)', async () => {
    await post('/blog', aPost('a'), { token: admin.idToken });
    const clash = { ...aPost('b'), mr: { ...aPost('b').mr, slug: 'harvest-notes-a' } };
    const response = await post('/blog', clash, { token: admin.idToken });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('The slug “harvest-notes-a” is already used by another post.');
    expect((await get('/blog/harvest-notes-b')).status).toBe(404);
  });

  it('validates both language blocks', async () => {
    const half = { ...aPost('c'), mr: { title: 'शीर्षक', content: '', slug: '' } };
    const response = await post('/blog', half, { token: admin.idToken });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Each language needs a title, content and slug, or none of them.');
    const neither = {
      ...aPost('c'),
      en: { title: '', content: '', slug: '' },
      mr: { title: '', content: '', slug: '' },
    };
    expect((await post('/blog', neither, { token: admin.idToken })).body.message).toBe(
      'A post needs a title, content and slug in at least one language.',
    );
    const badSlug = { ...aPost('c'), en: { ...aPost('c').en, slug: 'Has Spaces' } };
    expect((await post('/blog', badSlug, { token: admin.idToken })).status).toBe(400);
    const englishOnly = { ...aPost('d'), mr: { title: '', content: '', slug: '' } };
    expect((await post('/blog', englishOnly, { token: admin.idToken })).status).toBe(201);
  });
});

describe('blog writes are sanitised and bounded on the server', () => {
  it('stores the HTML with only the storefront’s allow-list left', async () => {
    const dirty = {
      ...aPost('x'),
      en: {
        title: 'Clean',
        slug: 'clean-post',
        content:
          '<p onclick="steal()">Hello <strong>farm</strong><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://example.org/x" style="color:red">good</a>' +
          '<img src="/images/a.svg" onerror="x()" alt="a"><iframe src="https://evil.example"></iframe></p>',
      },
    };
    const created = await post('/blog', dirty, { token: admin.idToken });
    expect(created.status).toBe(201);
    const stored = (await get('/blog/clean-post')).body.en.content as string;
    expect(stored).toBe(
      '<p>Hello <strong>farm</strong><a>bad</a> <a href="https://example.org/x">good</a><img src="/images/a.svg" alt="a"></p>',
    );
    const onlyScript = {
      ...aPost('y'),
      en: { title: 'T', slug: 'only-script', content: '<script>x()</script>' },
    };
    const refused = await post('/blog', onlyScript, { token: admin.idToken });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/nothing left once unsafe HTML/);
  });

  it('accepts a featured image only as a site path or an https URL', async () => {
    const bad = [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'http://example.org/x.png',
      'javascript:alert(1)',
      'images/x.png',
      'https://',
      'https://user:pw@example.org/x.png',
      '/a b.png',
    ];
    for (const featuredImage of bad) {
      const response = await post('/blog', { ...aPost('z'), featuredImage }, { token: admin.idToken });
      expect(response.status, featuredImage).toBe(400);
      expect(response.body.message).toBe(
        'The featured image must be a /path on this site or an https:// address.',
      );
    }
    for (const featuredImage of ['/images/blog/x.svg', 'https://cdn.example.org/x.png']) {
      const response = await post(
        '/blog',
        { ...aPost(`ok-${featuredImage.length}`), featuredImage },
        { token: admin.idToken },
      );
      expect(response.status, featuredImage).toBe(201);
    }
  });

  it('takes the largest post the schema allows, in Marathi (3 bytes a character), and nothing larger', async () => {
    const longest = (n: number) => `<p>${'क'.repeat(n - 7)}</p>`;
    const huge = {
      author: 'स'.repeat(80),
      featuredImage: '/images/blog/jaggery-season-in-karad.svg',
      tags: Array.from({ length: 10 }, (_, i) => `${'ग'.repeat(29)}${i}`),
      en: { title: 'अ'.repeat(200), content: longest(100_000), slug: `${'ब'.repeat(119)}a` },
      mr: { title: 'आ'.repeat(200), content: longest(100_000), slug: `${'ब'.repeat(119)}b` },
    };
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(600_000);
    const created = await post('/blog', huge, { token: admin.idToken });
    expect(created.status).toBe(201);
    expect(created.body.mr.content).toHaveLength(100_000);
    // Over the schema's limit: a 400 naming it, not a 413.
    const tooLong = { ...huge, en: { ...huge.en, slug: 'x', content: longest(100_001) } };
    expect((await post('/blog', tooLong, { token: admin.idToken })).body.message).toBe(
      'The post is too long.',
    );
    // Other calls keep their 16 KB limit.
    const big = await post(
      '/reviews',
      { productId: 1, rating: 5, comment: 'क'.repeat(6000) },
      { token: shopper.idToken },
    );
    expect(big.status).toBe(413);
  });
});
