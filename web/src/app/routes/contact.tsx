import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { ContactScreen } from '@/features/contact/components/contact-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function ContactRoute() {
  useDocumentMeta(PAGE.contact.title, PAGE.contact.description);
  return <ContactScreen />;
}
