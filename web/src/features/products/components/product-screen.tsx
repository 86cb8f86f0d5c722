import { Link } from 'react-router-dom';
import { CATALOGUE_MESSAGES } from '@/words/messages';
import { PRODUCT_PAGE_MESSAGES as TEXT } from '@/words/shop-messages';
import type { Product } from '@contract/products';
import type { RatingSummaries } from '@contract/reviews';
import { Loaded } from '@/components/ui/page-states';
import { PageMessage } from '@/components/ui/page-message';
import { notify } from '@/platform/notify';
import { useSettled, type Pending } from '@/platform/route-data';
import { useDocumentMeta } from '@/seo/use-document-meta';
import { ProductView, type BelowProduct } from './product-view';
import type { AddToCart } from './use-purchase-handlers';
import './product-screen.css';

export type { BelowProduct };

/**
 * The product page (product.md §2 Product detail): loading, not found, failed (with Retry and a
 * toast, product.md §8), or the product. Its data is its route's (the product, the shop's ratings);
 * Add to Cart uses the cart's call and the reviews come from their own feature: the route hands
 * both in.
 */
export function ProductScreen({
  product,
  ratings,
  addToCart,
  below,
}: {
  product: Pending<Product>;
  ratings: Pending<RatingSummaries>;
  addToCart: AddToCart;
  below: BelowProduct;
}) {
  // While it loads, or when it is missing; the product's own meta is set by ProductView, inside.
  const settled = useSettled(product);
  const notFound = settled?.ok === false && (settled.status === 404 || settled.status === 400);
  useDocumentMeta(notFound ? TEXT.notFoundTitle : TEXT.loadingTitle, TEXT.loadingDescription, {
    noindex: notFound,
  });

  return (
    <Loaded
      answer={product}
      loading={<ProductSkeleton />}
      notFound={
        <PageMessage
          title={CATALOGUE_MESSAGES.productNotFoundTitle}
          link={{ to: '/shop', label: TEXT.backToShop }}
          illustration
        >
          <p className="state-detail">{TEXT.notFoundDetail}</p>
        </PageMessage>
      }
      failed={{
        title: TEXT.failedTitle,
        fallback: CATALOGUE_MESSAGES.productFailed,
        retry: TEXT.retry,
        more: (
          <Link to="/shop" className="btn btn-secondary">
            {TEXT.backToShop}
          </Link>
        ),
      }}
      onFailed={(error) => {
        const message = error.message || CATALOGUE_MESSAGES.productFailed;
        notify.error(message, 'product-load-error');
      }}
    >
      {(shown) => (
        // Keyed by id: another product starts again from its first pack, quantity 1 and Details.
        <ProductView key={shown.id} product={shown} ratings={ratings} addToCart={addToCart} below={below} />
      )}
    </Loaded>
  );
}

/** The product page's shape while it loads, so nothing jumps when the product arrives. */
function ProductSkeleton() {
  return (
    <div className="container product-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {TEXT.loading}
      </p>
      <div className="skeleton skeleton-line" style={{ width: '12rem' }} />
      <div className="product-layout">
        <div className="skeleton skeleton-gallery" />
        <div className="product-info">
          <div className="skeleton skeleton-line" style={{ width: '9rem' }} />
          <div className="skeleton skeleton-title" />
          <div className="skeleton skeleton-line" style={{ width: '7rem', height: '2rem' }} />
          <div className="skeleton skeleton-block" />
          <div className="skeleton skeleton-block" />
        </div>
      </div>
    </div>
  );
}
