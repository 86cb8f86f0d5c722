import { useLoaderData, useParams } from 'react-router-dom';
import { addToCart } from '@/features/cart/api/cart-api';
import { ProductScreen } from '@/features/products/components/product-screen';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import type { ProductData } from '../loaders';

/** The product (its own meta, from the loaded product), Add to Cart through the cart, its reviews. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const page = useLoaderData<ProductData>();
  return (
    <ProductScreen
      // Another product is another page: it starts on its loading state.
      key={id}
      product={page.product}
      ratings={page.ratings}
      addToCart={addToCart}
      below={(product) => (
        <ProductReviews
          productId={product.id}
          productName={product.name}
          reviews={page.reviews}
          ratings={page.ratings}
        />
      )}
    />
  );
}
