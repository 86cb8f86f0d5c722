import { AuthPage } from '@/features/auth/components/auth-page';
import { useDocumentMeta } from '@/seo/use-document-meta';

export function AuthRoute() {
  useDocumentMeta(
    'Login or sign up',
    'Sign in to Karad Organic with Google or your mobile number to order and track deliveries.',
    { noindex: true },
  );
  return <AuthPage />;
}
