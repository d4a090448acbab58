import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordBody, ChangePasswordBodySchema } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type FormFeedback, formCard, schemaFeedback } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangePassword } from '../api/post-change-password.ts';
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

  const form = useForm({
    resolver: zodResolver(ChangePasswordBodySchema),
    reValidateMode: 'onChange',
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onValid = (body: ChangePasswordBody) => {
    // The server checks the current password, counted like a login; the form asks for it only.
    if (!body.current_password)
      return setFeedback({ kind: 'error', text: messages.account.currentPassword.required });
    setFeedback(null);
    change.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: messages.account.changeSuccess }),
      onError: (error) =>
        setFeedback({ kind: 'error', text: serverMessageOr(error, messages.account.changeFailed) }),
    });
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
            feedback={schemaFeedback(form.formState.errors) ?? feedback}
            onSubmit={form.handleSubmit(onValid)}
            fields={{
              current: form.register('current_password'),
              password: form.register('new_password'),
              confirmation: form.register('confirm_password'),
            }}
            intro={
              <p className="text-sm text-slate-600">Gli altri dispositivi collegati verranno disconnessi.</p>
            }
          />
        )}
      </div>
    </>
  );
}
