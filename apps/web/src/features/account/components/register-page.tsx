import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { formCard } from './form-message.tsx';
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
            <Link to={paths.login} className="text-brand-700 hover:underline">
              Accedi
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
