import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';
import { MAX_PRODUCT_ID } from './limits.js';
import { says } from './api-message.js';

/**
 * A variant is what a shopper actually buys: a pack size with its own price and stock.
 * In the catalogue price, unit and stock live on the variants (product.md §3).
 * price is null when the farm has not priced a pack yet (e.g. the 300 ml ghee);
 * stock is '-' or null when it is not tracked, which the shop treats as unlimited.
 */
export const VariantSchema = z.object({
  unit: z.string().min(1).max(40),
  price: z.number().positive().nullable(),
  stock: z.union([z.number().int().min(0), z.literal('-'), z.null()]),
});
export type Variant = z.infer<typeof VariantSchema>;

/** Nutrition per 100 g. Values are numbers, text such as '10 gm', null or empty (product.md §3). */
const NutritionValue = z.union([z.number(), z.string(), z.null()]);
export const NutritionSchema = z.object({
  calories: NutritionValue,
  protein: NutritionValue,
  carbs: NutritionValue,
  sugar: NutritionValue,
  fat: NutritionValue,
  fiber: NutritionValue,
});
export type Nutrition = z.infer<typeof NutritionSchema>;

/**
 * A product's words in Marathi (issue 27), beside the English ones the fields above hold. Each is
 * optional: what is missing shows in English (and is marked for the owner in the back office).
 * `units` names packs for Marathi readers by their unit (`{ '500g': '500 ग्रॅम' }`); the unit itself
 * stays the pack's key in carts and orders.
 */
export const ProductMarathiSchema = z.object({
  name: z.string().min(1).optional(),
  description: z.string().optional(),
  shortDescription: z.string().optional(),
  category: z.string().min(1).optional(),
  benefits: z.array(z.string()).optional(),
  uses: z.array(z.string()).optional(),
  farmInfo: z.string().optional(),
  origin: z.string().optional(),
  methods: z.array(z.string()).optional(),
  ingredients: z.string().optional(),
  units: z.record(z.string(), z.string()).optional(),
});
export type ProductMarathi = z.infer<typeof ProductMarathiSchema>;

export const ProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string(),
  shortDescription: z.string(),
  category: z.string().min(1),
  image: z.string(),
  images: z.array(z.string()),
  /** Mirrors the first variant, for screens that show a single price. */
  price: z.number().positive().nullable(),
  unit: z.string(),
  stock: z.union([z.number().int().min(0), z.literal('-'), z.null()]),
  variants: z.array(VariantSchema).min(1),
  benefits: z.array(z.string()),
  uses: z.array(z.string()).optional(),
  nutrition: NutritionSchema.nullable(),
  /** Free text; '-' when the farm has nothing to add. */
  farmInfo: z.string(),
  origin: z.string().optional(),
  methods: z.array(z.string()).optional(),
  ingredients: z.string().optional(),
  isPopular: z.boolean(),
  isSeasonal: z.boolean(),
  isNew: z.boolean(),
  organicRating: z.number().min(0).max(5),
  /** When the owner last changed it in the back office (ISO); absent until then. */
  updatedAt: z.string().optional(),
  /** Its words in Marathi, where the farm has written them. */
  mr: ProductMarathiSchema.optional(),
  /** In an answer in Marathi (productInLanguage): each pack's name by its unit. */
  unitLabels: z.record(z.string(), z.string()).optional(),
  /** In an answer in Marathi: the English name too, so a search in either language finds it. */
  englishName: z.string().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /products/{id}, /reviews/product/{id}: digits only (no '0x10', no '1e3', no ' '). */
export const ProductIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
  z
    .number(says('catalogue.productIdNotNumber'))
    .int(says('catalogue.productIdNotWhole'))
    .positive(says('catalogue.productIdNotPositive'))
    .max(MAX_PRODUCT_ID, says('catalogue.productIdNotNumber')),
);

/** GET /products and /products/{id}: `?lang=mr` answers the products' Marathi words (en: English). */
export const CatalogueQuerySchema = z.object({
  lang: z.enum(LANGUAGES, says('catalogue.languageInvalid')).optional(),
});

/**
 * A product as a page in `language` shows it: its words in that language where the farm wrote
 * them, English where it did not (decision 016), its category as the catalogue's key, and without the `mr` block itself, so an English
 * page never carries the Marathi words nor a Marathi page both. `unitLabels` names the packs in
 * Marathi; a pack's `unit` stays its key in carts and orders.
 */
export function productInLanguage(product: Product, language: Language): Product {
  const { mr, ...english } = product;
  if (language !== 'mr' || !mr) return english;
  // The category stays the catalogue's own value: it is the shop's filter and its URL in both
  // languages, and the pages name it in their language themselves (shop/categories.ts).
  const { units, category: _category, ...words } = mr;
  const defined = Object.fromEntries(Object.entries(words).filter(([, value]) => value !== undefined));
  return { ...english, ...defined, englishName: english.name, ...(units ? { unitLabels: units } : {}) };
}
