import { HomeScreen } from '@/features/site/components/home-screen';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';
import { organizationJsonLd } from '@/seo/structured-data';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function HomeRoute() {
  useDocumentMeta(
    'Organic jaggery, honey & ghee from our Karad farm',
    'Certified organic jaggery, raw honey, A2 bilona ghee, gulkand and powders, made by a family farm and women’s self-help group in Karad, Maharashtra. Delivered across India.',
    { path: '/', jsonLd: [organizationJsonLd()] },
  );
  return <HomeScreen testimonials={<TestimonialsSection />} />;
}
