import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import type { FormFeedback } from './form-message.tsx';
import { PasswordPairForm } from './password-pair-form.tsx';

const REDIRECT_MS = 2000;

export function ChangePasswordPage() {
  useDocumentMeta({ title: 'Cambiare la password' });
  const navigate = useNavigate();
  const change = useChangePassword();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.profile), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [feedback, navigate]);

  const onPasswords = (password: string, confirmation: string) => {
    if (password !== confirmation)
      return setFeedback({ kind: 'error', text: messages.account.changeMismatch });
    setFeedback(null);
    change.mutate(
      { new_password: password, confirm_password: confirmation },
      {
        onSuccess: () => setFeedback({ kind: 'success', text: messages.account.changeSuccess }),
        onError: (error) =>
          setFeedback({
            kind: 'error',
            text: serverMessageOr(error, messages.account.changeFailed),
          }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Cambiare la password"
        crumbs={[{ label: 'Profilo', to: paths.profile }, { label: 'Cambiare la password' }]}
      />
      <div className="px-4 py-10">
        <PasswordPairForm
          submitLabel="Cambia password"
          busy={change.isPending}
          feedback={feedback}
          onPasswords={onPasswords}
          intro={
            <p className="text-sm text-slate-600">Gli altri dispositivi collegati verranno disconnessi.</p>
          }
        />
      </div>
    </>
  );
}
