import { zodResolver } from '@hookform/resolvers/zod';
import { SocialLinkBodySchema } from '@scrivania/core/account/token-schemas';
import { messages } from '@scrivania/core/messages.it';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSocialLink } from '../api/post-social-link.ts';
import { storeSession } from '../session-storage.ts';

const { social } = messages.account;
/** The link comes from the address, not the form: the form checks the password as the server does. */
const LinkPasswordSchema = SocialLinkBodySchema.pick({ password: true });

/** The password of the unverified account a social identity would join, before it is linked. */
export function SocialLinkForm({ link, onLinked }: { link: string; onLinked: () => void }) {
  const queryClient = useQueryClient();
  const linkAccount = useSocialLink();
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const form = useForm({ resolver: zodResolver(LinkPasswordSchema), defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(({ password }) => {
    setFeedback(null);
    linkAccount.mutate(
      { link, password },
      {
        onSuccess: (answer) => {
          storeSession(queryClient, answer);
          onLinked();
        },
        onError: (error) =>
          setFeedback({ kind: 'error', text: serverMessageOr(error, messages.account.visitor.networkError) }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className={`${formCard} text-left`}>
      <h1 className="text-xl font-semibold text-slate-900">Collega il tuo account</h1>
      <p className="text-sm text-slate-600">{social.linkIntro}</p>
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormMessage feedback={feedback} />
      <Button block type="submit" disabled={linkAccount.isPending}>
        {social.linkSubmit}
      </Button>
      <p className="text-sm text-slate-600">
        {social.linkForgot}{' '}
        <Link to={paths.forgotPassword} className="text-brand-700 underline hover:text-brand-800">
          Password dimenticata?
        </Link>
      </p>
    </form>
  );
}
