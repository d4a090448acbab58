import type { Profile } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/post-verify-email.ts';

const { verify } = messages.account;

/** Says when the address is not verified yet, or a new one waits for its link, and sends the link again. */
export function EmailStatus({ user }: { user: Pick<Profile, 'email_verified' | 'pending_email'> }) {
  const resend = useResendVerification();
  if (user.email_verified && !user.pending_email) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p>{user.pending_email ? verify.pending(user.pending_email) : verify.unverified}</p>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
        className="rounded-md border border-amber-700 px-3 py-1 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-60"
      >
        {verify.resend}
      </button>
      {resend.isSuccess && <p role="status">{verify.sent}</p>}
      {resend.isError && (
        <p role="alert">{serverMessageOr(resend.error, messages.account.visitor.networkError)}</p>
      )}
    </div>
  );
}
