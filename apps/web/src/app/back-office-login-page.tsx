import { messages } from '@scrivania/core/messages.it';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../components/layout/logo.tsx';
import type { FormFeedback } from '../components/ui/form-message.tsx';
import { LoginForm } from '../features/account/components/login-form.tsx';
import { safeReturnPath } from '../features/account/session-storage.ts';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { useNoIndex } from '../lib/no-index.ts';
import { paths } from '../lib/paths.ts';

/**
 * The login of the host back-office and of the operator console: the site's login (one session for
 * all), under the area's title, then on to the address asked for or the area's home.
 */
export function BackOfficeLoginPage({
  texts,
  home,
  children,
}: {
  texts: { title: string; intro: string };
  home: string;
  /** Under the form, e.g. the back-office's invitation to become a host. */
  children?: ReactNode;
}) {
  useNoIndex();
  useDocumentMeta({ title: texts.title });
  const [params] = useSearchParams();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const destination = safeReturnPath(params.get('returnUrl')) ?? home;

  return (
    <main id="contenuto" className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto mb-6 flex max-w-md flex-col items-center gap-3 text-center">
        <Link to={paths.home} aria-label={messages.backOffice.backToSite}>
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
        <p className="text-slate-600">{texts.intro}</p>
      </div>
      <LoginForm destination={destination} feedback={feedback} onFeedback={setFeedback}>
        {children}
      </LoginForm>
    </main>
  );
}
