import { ShopScreen } from '../../features/products/components/shop-screen';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function ShopRoute() {
  useDocumentMeta(
    'Shop organic jaggery, honey, ghee & more',
    'Browse certified organic jaggery, raw honey, A2 ghee, gulkand, seeds, powders and juices from our farm in Karad. Prices in rupees, delivered across India.',
  );
  return <ShopScreen />;
}
