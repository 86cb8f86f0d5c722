import { ContactScreen } from '@/features/contact/components/contact-screen';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function ContactRoute() {
  useDocumentMeta(
    'Contact us',
    'Questions about an order, bulk jaggery or a farm visit? Message Karad Organic on WhatsApp, call or e-mail the farm in Karad, Maharashtra.',
  );
  return <ContactScreen />;
}
