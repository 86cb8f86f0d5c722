import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../seed/src/data/blog-posts';
import { products } from '../../../seed/src/data/products';
import { blogPostPageMeta } from '@/features/blog/lib/page-meta';
import { productPageMeta, shopPageMeta } from '@/features/products/lib/page-meta';
import { headTags, type PageMeta } from './document-meta';
import { jsonLdProblems } from './structured-data-check';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from './structured-data';

const ORIGIN = 'https://karadorganic.in';

/** The JSON-LD objects exactly as a page's <head> carries them (absolute URLs and all). */
const jsonLdOf = (meta: PageMeta) =>
  headTags(meta, ORIGIN)
    .filter((t) => t.tag === 'script')
    .map((t) => JSON.parse(t.text!) as Record<string, unknown>);

const typesOf = (objects: Record<string, unknown>[]) => objects.map((o) => o['@type']);
const rating = {
  average: 4.36,
  count: 7,
  stars: [0, 1, 0, 1, 5] as [number, number, number, number, number],
};

describe('the JSON-LD checker', () => {
  it('finds what a broken object lacks, so the checks below can fail', () => {
    expect(jsonLdProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'Ghee' })).toEqual([
      'Product.image: missing',
      'Product: needs one of offers, aggregateRating, review',
    ]);
    const product = jsonLdOf({
      title: 'x',
      description: 'x',
      jsonLd: [productJsonLd(products[0]!, { image: '/og/site.png' })],
    })[0]!;
    const offers = product['offers'] as Record<string, unknown>[];
    expect(
      jsonLdProblems({
        ...product,
        offers: [{ ...offers[0], priceCurrency: 'USD', availability: 'in stock' }],
      }),
    ).toEqual(['Offer.priceCurrency: invalid ("USD")', 'Offer.availability: invalid ("in stock")']);
    expect(jsonLdProblems({ ...product, image: '/relative.png' })).toEqual([
      'Product.image: invalid ("/relative.png")',
    ]);
    expect(
      jsonLdProblems({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'x' }),
    ).toEqual([
      'BlogPosting.datePublished: missing',
      'BlogPosting.author: missing',
      'BlogPosting.image: missing',
      'BlogPosting.inLanguage: missing',
    ]);
    expect(
      jsonLdProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 0, name: 'Home' },
          { '@type': 'ListItem', position: 2, name: '', item: 'https://x.in/' },
        ],
      }),
    ).toEqual(['ListItem.position: invalid (0)', 'ListItem.item: missing', 'ListItem.name: invalid ("")']);
    expect(jsonLdProblems({ '@type': 'Organization', name: 'Farm', url: 'https://x.in/' })).toEqual([
      '$: @context is not https://schema.org',
      'Organization.logo: missing',
    ]);
  });
});

describe('Home: the farm as an Organization', () => {
  it('has name, url, logo, the contact points from the shop settings and the address', () => {
    const [organization] = jsonLdOf({
      title: 'x',
      description: 'x',
      path: '/',
      jsonLd: [organizationJsonLd()],
    });
    expect(jsonLdProblems(organization, { recommended: true })).toEqual([]);
    expect(organization).toMatchObject({
      name: 'Karad Organic',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/og/logo.png`,
      address: { postalCode: '415110', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      contactPoint: [
        { telephone: '+91 00000 00000', email: 'hello@example.com' },
        { telephone: '+91 00000 00000', email: 'orders@example.com' },
      ],
    });
  });
});

describe('Product pages: Product with an Offer per priced pack, and breadcrumbs', () => {
  it.each(products.map((p) => [p.id, p.name, p] as const))(
    'product %i (%s) is valid',
    (_id, _name, product) => {
      const meta = productPageMeta(product, rating);
      const objects = jsonLdOf(meta);
      expect(typesOf(objects)).toEqual(['Product', 'BreadcrumbList']);
      for (const object of objects) expect(jsonLdProblems(object, { recommended: true })).toEqual([]);

      const ld = objects[0]!;
      const priced = product.variants.filter((v) => typeof v.price === 'number');
      expect(ld['offers']).toEqual(
        priced.map((v) =>
          expect.objectContaining({
            price: v.price!.toFixed(2),
            priceCurrency: 'INR',
            availability: v.stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            url: `${ORIGIN}/product/${product.id}`,
          }),
        ),
      );
      expect(new Set((ld['offers'] as { sku: string }[]).map((o) => o.sku)).size).toBe(priced.length);
      // The preview picture is our rendered PNG of the product's own art.
      const art = /([a-z0-9-]+)\.svg$/.exec(product.image)![1];
      expect(ld['image']).toEqual([`${ORIGIN}/og/products/${art}.png`]);
      expect(meta.image).toBe(`/og/products/${art}.png`);
      expect(ld['aggregateRating']).toEqual({
        '@type': 'AggregateRating',
        ratingValue: 4.4,
        reviewCount: 7,
        bestRating: 5,
        worstRating: 1,
      });
      const crumbs = (objects[1]!['itemListElement'] as { name: string; item: string }[]).map((c) => [
        c.name,
        c.item,
      ]);
      expect(crumbs).toEqual([
        ['Home', `${ORIGIN}/`],
        ['Shop', `${ORIGIN}/shop`],
        [expect.any(String), `${ORIGIN}/shop?category=${encodeURIComponent(product.category.trim())}`],
        [product.name, `${ORIGIN}/product/${product.id}`],
      ]);
    },
  );

  it('says a sold-out pack is out of stock, leaves an unpriced pack out, and shows no rating without reviews', () => {
    const product = {
      ...products[0]!,
      variants: [
        { unit: '500g', price: 200, stock: 0 },
        { unit: '300g', price: null, stock: 5 },
        { unit: '1 kg', price: 380, stock: '-' as const },
      ],
    };
    const [ld] = jsonLdOf(productPageMeta(product, undefined));
    expect(ld!['offers']).toEqual([
      expect.objectContaining({
        sku: '1-500g',
        price: '200.00',
        availability: 'https://schema.org/OutOfStock',
      }),
      expect.objectContaining({ sku: '1-1-kg', price: '380.00', availability: 'https://schema.org/InStock' }),
    ]);
    expect(ld!['aggregateRating']).toBeUndefined();
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('falls back to the site picture for art that has no rendered PNG', () => {
    const meta = productPageMeta({ ...products[0]!, image: '/images/products/new-this-week.svg' }, undefined);
    expect(meta.image).toBe('/og/site.png');
    expect(jsonLdProblems(jsonLdOf(meta)[0])).toEqual([]);
  });

  it('puts the price in the shared link’s description', () => {
    expect(productPageMeta(products[0]!, undefined).description).toMatch(/^₹200\.00 for 500g\. Sun-cured/);
  });
});

describe('Shop categories: their own canonical page and breadcrumbs', () => {
  it('is the shop for all products, a category page for one', () => {
    expect(shopPageMeta(null)).toMatchObject({ path: '/shop' });
    expect(shopPageMeta({ value: 'all', label: 'All Categories' }).jsonLd).toBeUndefined();
    const meta = shopPageMeta({ value: 'Natural Rose Petal Jam', label: 'Natural Rose Petal Jam' });
    expect(meta.path).toBe('/shop?category=Natural%20Rose%20Petal%20Jam');
    const [crumbs] = jsonLdOf(meta);
    expect(jsonLdProblems(crumbs)).toEqual([]);
  });
});

describe('Blog posts: BlogPosting in its language, breadcrumbs, the other language linked', () => {
  const cases = blogPosts.flatMap((post) =>
    (['en', 'mr'] as const).filter((lang) => post[lang].slug).map((lang) => [post._id, lang, post] as const),
  );

  it.each(cases)('%s in %s is valid', (_id, language, post) => {
    const meta = blogPostPageMeta(post, language);
    const objects = jsonLdOf(meta);
    expect(typesOf(objects)).toEqual(['BlogPosting', 'BreadcrumbList']);
    for (const object of objects) expect(jsonLdProblems(object, { recommended: true })).toEqual([]);
    const path = `/blog/${encodeURIComponent(post[language].slug)}`;
    expect(objects[0]).toMatchObject({
      headline: post[language].title,
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: post.author },
      inLanguage: language === 'en' ? 'en-IN' : 'mr-IN',
      url: `${ORIGIN}${path}`,
    });
    expect(meta).toMatchObject({ path, type: 'article', locale: language === 'en' ? 'en_IN' : 'mr_IN' });
    if (post.en.slug && post.mr.slug)
      expect(meta.alternates).toEqual([
        // Paths within each language's site: the Marathi one is served under /mr (decision 016).
        { hrefLang: 'en-IN', path: `/blog/${encodeURIComponent(post.en.slug)}` },
        { hrefLang: 'mr', path: `/blog/${encodeURIComponent(post.mr.slug)}` },
        { hrefLang: 'x-default', path: `/blog/${encodeURIComponent(post.en.slug)}` },
      ]);
    else expect(meta.alternates).toBeUndefined();
  });

  it('covers both languages of the seed', () => {
    expect(cases.some(([, lang]) => lang === 'mr')).toBe(true);
    expect(cases.some(([, lang]) => lang === 'en')).toBe(true);
  });
});

describe('BreadcrumbList', () => {
  it('numbers its items from 1 with absolute addresses', () => {
    const [ld] = jsonLdOf({
      title: 'x',
      description: 'x',
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ]),
      ],
    });
    expect(ld!['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
    ]);
  });
});
