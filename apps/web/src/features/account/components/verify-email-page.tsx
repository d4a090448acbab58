import { messages } from '@scrivania/core/messages.it';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage, formCard } from '../../../components/ui/form-message.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { paths } from '../../../lib/paths.ts';
import { useVerifyEmail } from '../api/post-verify-email.ts';

const { verify } = messages.account;

/** /VerifyEmail?token=…: the link mailed to an address; opening it verifies (or switches to) it. */
export function VerifyEmailPage() {
  useDocumentMeta({ title: verify.title });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // A link works once, so a second run of the effect must not send it again.
    if (started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <>
      <PageHeader title={verify.title} crumbs={[{ label: verify.title }]} />
      <div className="px-4 py-10">
        <div className={formCard} aria-live="polite">
          {(confirm.isIdle || confirm.isPending) && <p>{verify.checking}</p>}
          {confirm.isSuccess && <FormMessage feedback={{ kind: 'success', text: confirm.data.message }} />}
          {confirm.isError && (
            <FormMessage
              feedback={{ kind: 'error', text: serverMessageOr(confirm.error, verify.invalidLink) }}
            />
          )}
          {(confirm.isSuccess || confirm.isError) && (
            <Link to={paths.profile} className="font-medium text-brand-700 hover:underline">
              {verify.toProfile}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
