import { PAGE_META_MESSAGES as PAGE } from '@/words/page-meta-messages';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AuthRoute() {
  useDocumentMeta(PAGE.auth.title, PAGE.auth.description, { noindex: true });
  return <AuthPage />;
}
