import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../../components/layout/logo.tsx';
import type { FormFeedback } from '../../components/ui/form-message.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { safeReturnPath } from '../../features/account/session-storage.ts';
import { adminPaths } from '../../lib/admin-paths.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { useNoIndex } from '../../lib/no-index.ts';
import { paths } from '../../lib/paths.ts';

const m = messages.backOffice.console.login;

/** /admin/login: the site's login (one session for both), then on to the console. */
export function AdminLoginPage() {
  useNoIndex();
  useDocumentMeta({ title: m.title });
  const [params] = useSearchParams();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const destination = safeReturnPath(params.get('returnUrl')) ?? adminPaths.home;

  return (
    <main id="contenuto" className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto mb-6 flex max-w-md flex-col items-center gap-3 text-center">
        <Link to={paths.home} aria-label={messages.backOffice.backToSite}>
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{m.title}</h1>
        <p className="text-slate-600">{m.intro}</p>
      </div>
      <LoginForm destination={destination} feedback={feedback} onFeedback={setFeedback} />
    </main>
  );
}
