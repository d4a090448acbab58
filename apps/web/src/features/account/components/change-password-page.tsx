import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useSession } from '../api/get-profile.ts';
import { useChangePassword } from '../api/post-change-password.ts';
import { type FormFeedback, formCard } from './form-message.tsx';
import { PasswordPairForm } from './password-pair-form.tsx';

const REDIRECT_MS = 2000;

/** An account made by a social sign-in has no password to give: it sets one by mail first. */
function SetPasswordFirst() {
  return (
    <div className={formCard}>
      <p className="text-sm text-slate-700">{messages.account.currentPassword.setFirst}</p>
      <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
        Password dimenticata?
      </Link>
    </div>
  );
}

export function ChangePasswordPage() {
  useDocumentMeta({ title: 'Cambiare la password' });
  const navigate = useNavigate();
  const session = useSession();
  const change = useChangePassword();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.profile), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [feedback, navigate]);

  const onPasswords = (password: string, confirmation: string, current: string) => {
    if (password !== confirmation)
      return setFeedback({ kind: 'error', text: messages.account.changeMismatch });
    if (!current) return setFeedback({ kind: 'error', text: messages.account.currentPassword.required });
    setFeedback(null);
    change.mutate(
      { current_password: current, new_password: password, confirm_password: confirmation },
      {
        onSuccess: () => setFeedback({ kind: 'success', text: messages.account.changeSuccess }),
        onError: (error) =>
          setFeedback({ kind: 'error', text: serverMessageOr(error, messages.account.changeFailed) }),
      },
    );
  };

  const withoutPassword = session.status === 'logged-in' && !session.user.has_password;
  return (
    <>
      <PageHeader
        title="Cambiare la password"
        crumbs={[{ label: 'Profilo', to: paths.profile }, { label: 'Cambiare la password' }]}
      />
      <div className="px-4 py-10">
        {withoutPassword ? (
          <SetPasswordFirst />
        ) : (
          <PasswordPairForm
            submitLabel="Cambia password"
            busy={change.isPending}
            feedback={feedback}
            onPasswords={onPasswords}
            askCurrent
            intro={
              <p className="text-sm text-slate-600">Gli altri dispositivi collegati verranno disconnessi.</p>
            }
          />
        )}
      </div>
    </>
  );
}
