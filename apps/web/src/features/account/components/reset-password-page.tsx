import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useResetPassword } from '../api/post-reset-password.ts';
import type { FormFeedback } from './form-message.tsx';
import { PasswordPairForm } from './password-pair-form.tsx';

const REDIRECT_MS = 2000;

export function ResetPasswordPage() {
  useDocumentMeta({ title: 'Reimposta la password' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword(params.get('token') ?? '');
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [feedback, navigate]);

  const onPasswords = (password: string, confirmation: string) => {
    if (!password || !confirmation)
      return setFeedback({ kind: 'error', text: messages.account.resetRequired });
    if (password !== confirmation)
      return setFeedback({ kind: 'error', text: messages.account.resetMismatch });
    setFeedback(null);
    reset.mutate(
      { password, password_confirmation: confirmation },
      {
        onSuccess: () => setFeedback({ kind: 'success', text: messages.account.resetSuccess }),
        onError: (error) =>
          setFeedback({
            kind: 'error',
            text: serverMessageOr(error, messages.account.visitor.networkError),
          }),
      },
    );
  };

  return (
    <>
      <PageHeader title="Reimposta la password" crumbs={[{ label: 'Reimposta la password' }]} />
      <div className="px-4 py-10">
        <PasswordPairForm
          submitLabel="Reimposta password"
          busy={reset.isPending}
          feedback={feedback}
          onPasswords={onPasswords}
        />
      </div>
    </>
  );
}
