import { Link } from 'react-router';
import { formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { RegisterForm } from './register-form.tsx';

export function RegisterPage() {
  usePageSeo('register');
  return (
    <>
      <PageHeader title="Registrati" crumbs={[{ label: 'Registrati' }]} />
      <div className="px-4 py-10">
        <div className={formCard}>
          <RegisterForm accountRole="visitor" />
          <p className="text-sm">
            Hai già un account?{' '}
            <Link to={paths.login} className="text-brand-700 underline hover:text-brand-800">
              Accedi
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
