/**
 * What schema.org and Google's rich results need of each type we publish, as a small table, and a
 * checker that walks a JSON-LD object against it. Used by the tests (unit and browser); never
 * shipped to shoppers.
 *
 * Sources: schema.org's type definitions, and Google Search Central's structured-data guidelines
 * for Product (merchant listing / product snippet), Organization, BreadcrumbList and Article.
 */

type Check = (value: unknown) => boolean;

const text: Check = (v) => typeof v === 'string' && v.trim().length > 0;
const absoluteUrl: Check = (v) => typeof v === 'string' && /^https?:\/\/[^\s/]+/.test(v);
const urlOrUrls: Check = (v) => (Array.isArray(v) ? v.length > 0 && v.every(absoluteUrl) : absoluteUrl(v));
const isoDate: Check = (v) =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
  !Number.isNaN(Date.parse(v));
const positiveInteger: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v > 0;
const price: Check = (v) =>
  typeof v === 'string' ? /^\d+(\.\d{1,2})?$/.test(v) : typeof v === 'number' && v >= 0;
const language: Check = (v) => typeof v === 'string' && /^[a-z]{2,3}(-[A-Z]{2})?$/.test(v);
const availability: Check = (v) =>
  typeof v === 'string' &&
  /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability|SoldOut|Discontinued|OnlineOnly|InStoreOnly)$/.test(
    v,
  );
const typed =
  (type: string): Check =>
  (v) =>
    typeof v === 'object' && v !== null && (v as Record<string, unknown>)['@type'] === type;
const oneOrMore =
  (type: string): Check =>
  (v) =>
    Array.isArray(v) ? v.length > 0 && v.every(typed(type)) : typed(type)(v);
const personOrOrganization: Check = (v) =>
  (typed('Person')(v) || typed('Organization')(v)) && text((v as Record<string, unknown>)['name']);

interface TypeRules {
  /** Without these the object is invalid for its type. */
  required: Record<string, Check>;
  /** Checked when present (and all of them should be: the tests expect no missing one). */
  recommended: Record<string, Check>;
  /** At least one of these must be present (Google: a Product needs offers, review or rating). */
  anyOf?: string[];
}

export const SCHEMA_RULES: Record<string, TypeRules> = {
  Organization: {
    required: { name: text, url: absoluteUrl, logo: absoluteUrl },
    recommended: {
      contactPoint: oneOrMore('ContactPoint'),
      address: typed('PostalAddress'),
      telephone: text,
      email: text,
    },
  },
  ContactPoint: {
    required: { contactType: text },
    recommended: { telephone: text, email: text },
  },
  PostalAddress: {
    required: { addressCountry: text },
    recommended: { streetAddress: text, postalCode: text, addressRegion: text },
  },
  Product: {
    required: { name: text, image: urlOrUrls },
    recommended: { description: text, sku: text, brand: typed('Brand'), offers: oneOrMore('Offer') },
    anyOf: ['offers', 'aggregateRating', 'review'],
  },
  Offer: {
    required: { price, priceCurrency: (v) => v === 'INR', availability },
    recommended: { url: absoluteUrl, sku: text, itemCondition: text },
  },
  AggregateRating: {
    required: { ratingValue: (v) => typeof v === 'number' && v >= 1 && v <= 5, reviewCount: positiveInteger },
    recommended: { bestRating: (v) => typeof v === 'number', worstRating: (v) => typeof v === 'number' },
  },
  BreadcrumbList: {
    required: {
      itemListElement: (v) => Array.isArray(v) && v.length >= 2 && v.every(typed('ListItem')),
    },
    recommended: {},
  },
  ListItem: {
    required: { position: positiveInteger, name: text, item: absoluteUrl },
    recommended: {},
  },
  BlogPosting: {
    required: {
      headline: (v) => text(v) && (v as string).length <= 110,
      datePublished: isoDate,
      author: personOrOrganization,
      image: urlOrUrls,
      inLanguage: language,
    },
    recommended: { dateModified: isoDate, publisher: personOrOrganization, mainEntityOfPage: absoluteUrl },
  },
  Brand: { required: { name: text }, recommended: {} },
  Person: { required: { name: text }, recommended: {} },
};

/**
 * Every problem of a JSON-LD object (and the typed objects inside it), as 'Type.field: why'.
 * Empty when valid. `recommended: true` also reports recommended fields that are missing.
 */
export function jsonLdProblems(value: unknown, { recommended = false } = {}): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, where: string, top: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${where}[${i}]`, false));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    if (top && object['@context'] !== 'https://schema.org')
      problems.push(`${where}: @context is not https://schema.org`);
    const type = object['@type'];
    const rules = typeof type === 'string' ? SCHEMA_RULES[type] : undefined;
    if (top && !rules) problems.push(`${where}: unknown @type ${String(type)}`);
    if (rules) {
      for (const [field, check] of Object.entries(rules.required)) {
        if (!(field in object)) problems.push(`${type}.${field}: missing`);
        else if (!check(object[field]))
          problems.push(`${type}.${field}: invalid (${JSON.stringify(object[field])})`);
      }
      for (const [field, check] of Object.entries(rules.recommended)) {
        if (!(field in object)) {
          // A nested node with an @id points at its full description elsewhere on the page.
          if (recommended && (top || !('@id' in object)))
            problems.push(`${type}.${field}: missing (recommended)`);
        } else if (!check(object[field]))
          problems.push(`${type}.${field}: invalid (${JSON.stringify(object[field])})`);
      }
      if (rules.anyOf && !rules.anyOf.some((field) => field in object))
        problems.push(`${type}: needs one of ${rules.anyOf.join(', ')}`);
    }
    for (const [key, child] of Object.entries(object))
      if (key !== '@context') visit(child, `${where}.${key}`, false);
  };
  visit(value, '$', true);
  return problems;
}
