import type { AnswerOf, PublicEndpoint } from '../contract/endpoints.js';
import type { Language } from '../contract/languages.js';
import type { RenderedAnswer } from '../contract/page-data.js';
import { readBlogPost } from '../blog/blog.routes.js';
import { listPosts } from '../blog/blog.service.js';
import { withDeadline } from '../lib/deadline.js';
import { describeError, errorAnswer } from '../lib/errors.js';
import { checkDelivery } from '../pricing/pricing.service.js';
import { readCatalogue, readProduct } from '../products/products.routes.js';
import { readProductReviews } from '../reviews/reviews.routes.js';
import { ratingSummaries } from '../reviews/reviews.service.js';
import { readShopPolicy } from '../settings/settings.routes.js';
import { listTestimonials } from '../testimonials/testimonials.service.js';

type Read<E extends PublicEndpoint> = (params: E['params'], language: Language) => Promise<AnswerOf<E>>;

/**
 * Every public endpoint (contract/endpoints.ts), answered by the function its API route calls:
 * the same parsing of its parameters, the same service, the same answer. The compiler keeps the
 * table whole: an endpoint added to the contract without its read here does not build.
 */
const READS: { [E in PublicEndpoint as E['name']]: Read<E> } = {
  products: (_params, language) => readCatalogue(language),
  product: ({ id }, language) => readProduct(id, language),
  ratings: () => ratingSummaries(),
  productReviews: ({ productId }) => readProductReviews(productId),
  testimonials: () => listTestimonials(),
  blogPosts: () => listPosts(),
  blogPost: ({ slug }) => readBlogPost(slug),
  shopPolicy: () => readShopPolicy(),
  delivery: ({ pincode }) => checkDelivery(pincode),
};

/**
 * How the `site` function reads a page's public data (docs/decisions/013, 019): in process, by the
 * endpoint's name, with no HTTP and no second app. A failure is answered as the API answers it
 * (lib/errors.ts: the same status, code and message, in the page's language); the JSON round trip
 * hands the page exactly what the browser's call would get, and never an object the catalogue's
 * cache still holds.
 */
export type PublicReads = ReturnType<typeof publicReads>;

export function publicReads(deadlineMs: number) {
  return function readAnswer<E extends PublicEndpoint>(
    endpoint: E,
    language: Language,
  ): Promise<RenderedAnswer<AnswerOf<E>>> {
    const read = READS[endpoint.name] as Read<E>;
    return withDeadline(deadlineMs, `site: ${endpoint.path}`, () => read(endpoint.params, language)).then(
      (data): RenderedAnswer<AnswerOf<E>> => ({
        ok: true,
        data: JSON.parse(JSON.stringify(data)) as AnswerOf<E>,
      }),
      (error: unknown): RenderedAnswer<AnswerOf<E>> => {
        const { code, said } = describeError(error, { method: 'GET', path: `/api${endpoint.path}` });
        const { status, body } = errorAnswer(code, said, language);
        return {
          ok: false,
          status,
          message: body.message,
          code: body.code,
          messageCode: body.messageCode,
          params: body.params,
        };
      },
    );
  };
}
