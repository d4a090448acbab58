import { isEmail } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { useForgotPassword } from '../api/post-forget-password.ts';
import { type FormFeedback, FormMessage, formCard, primaryButton } from './form-message.tsx';

export function ForgotPasswordPage() {
  usePageSeo('forgetPassword');
  const forgot = useForgotPassword();
  const [feedback, setFeedback] = useState<FormFeedback>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!isEmail(email)) return setFeedback({ kind: 'error', text: messages.account.loginEmailInvalid });
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
        <form noValidate onSubmit={onSubmit} className={formCard}>
          <p className="text-sm text-slate-600">
            Inserisci l'indirizzo del tuo account: ti invieremo un link per scegliere una nuova password.
          </p>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <FormMessage feedback={feedback} />
          <button type="submit" disabled={forgot.isPending} className={primaryButton}>
            Invia il link
          </button>
        </form>
      </div>
    </>
  );
}
