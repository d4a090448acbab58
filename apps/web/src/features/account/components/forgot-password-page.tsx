import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import {
  type FormFeedback,
  FormMessage,
  formCard,
  schemaFeedback,
} from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { useForgotPassword } from '../api/post-forget-password.ts';

export function ForgotPasswordPage() {
  usePageSeo('forgetPassword');
  const forgot = useForgotPassword();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const form = useForm({
    resolver: zodResolver(ForgotPasswordBodySchema),
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onValid = ({ email }: { email: string }) => {
    setFeedback(null);
    forgot.mutate(email, {
      onSuccess: () => setFeedback({ kind: 'success', text: messages.account.forgotSuccess }),
      onError: (error) =>
        setFeedback({
          kind: 'error',
          text: serverMessageOr(error, messages.account.visitor.networkError),
        }),
    });
  };

  return (
    <>
      <PageHeader title="Password dimenticata" crumbs={[{ label: 'Password dimenticata' }]} />
      <div className="px-4 py-10">
        <form noValidate onSubmit={form.handleSubmit(onValid)} className={formCard}>
          <p className="text-sm text-slate-600">
            Inserisci l'indirizzo del tuo account: ti invieremo un link per scegliere una nuova password.
          </p>
          <Field {...form.register('email')} label="Email" type="email" autoComplete="email" required />
          <FormMessage feedback={schemaFeedback(form.formState.errors) ?? feedback} />
          <Button block type="submit" disabled={forgot.isPending}>
            Invia il link
          </Button>
        </form>
      </div>
    </>
  );
}
