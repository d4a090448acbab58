import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordBody, ResetPasswordBodySchema } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type FormFeedback, schemaFeedback } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/post-reset-password.ts';
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

  const form = useForm({
    resolver: zodResolver(ResetPasswordBodySchema),
    reValidateMode: 'onChange',
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onValid = (body: ResetPasswordBody) => {
    setFeedback(null);
    reset.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: messages.account.resetSuccess }),
      onError: (error) =>
        setFeedback({
          kind: 'error',
          text: serverMessageOr(error, messages.account.visitor.networkError),
        }),
    });
  };

  return (
    <>
      <PageHeader title="Reimposta la password" crumbs={[{ label: 'Reimposta la password' }]} />
      <div className="px-4 py-10">
        <PasswordPairForm
          submitLabel="Reimposta password"
          busy={reset.isPending}
          feedback={schemaFeedback(form.formState.errors) ?? feedback}
          onSubmit={form.handleSubmit(onValid)}
          fields={{
            password: form.register('password'),
            confirmation: form.register('password_confirmation'),
          }}
        />
      </div>
    </>
  );
}
