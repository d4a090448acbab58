import { z } from 'zod';
import { accountMessages } from './messages.it.ts';

const token = z.string().trim().max(200);

/** POST verify-email: the token of a mailed verification link (`/VerifyEmail?token=…`). */
export const VerifyEmailBodySchema = z.object({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** POST auth/exchange: the one-time code a sign-in put in the address bar, traded for a session. */
export const LoginCodeBodySchema = z.object({ code: token });
export type LoginCodeBody = z.infer<typeof LoginCodeBodySchema>;

/** POST auth/social/link: the pending social identity and the password of the account it would join. */
export const SocialLinkBodySchema = z.object({
  link: token,
  password: z.string().min(1, { error: accountMessages.social.passwordRequired }).max(200),
});
export type SocialLinkBody = z.infer<typeof SocialLinkBodySchema>;
