import { useParams } from 'react-router-dom';
import { addToCart } from '@/features/cart/api/cart-api';
import { ProductScreen } from '@/features/products/components/product-screen';
import { ProductReviews } from '@/features/reviews/components/product-reviews';

/** The product (its own meta, from the loaded product), Add to Cart through the cart, its reviews. */
export function ProductRoute() {
  const { id = '' } = useParams();
  return (
    <ProductScreen
      id={id}
      addToCart={addToCart}
      below={(product) => <ProductReviews productId={product.id} productName={product.name} />}
    />
  );
}
