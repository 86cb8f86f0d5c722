import { useLoaderData } from 'react-router-dom';
import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { HomeScreen } from '@/features/site/components/home-screen';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';
import { organizationJsonLd } from '@/seo/structured-data';
import { useDocumentMeta } from '@/seo/use-document-meta';
import type { HomeData } from '../loaders';

export function HomeRoute() {
  useDocumentMeta(PAGE.home.title, PAGE.home.description, { path: '/', jsonLd: [organizationJsonLd()] });
  const page = useLoaderData<HomeData>();
  return <HomeScreen testimonials={<TestimonialsSection testimonials={page.testimonials} />} />;
}
