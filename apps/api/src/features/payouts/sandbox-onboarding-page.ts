import { messages } from '@scrivania/core/messages.it';
import { escapeHtml } from '../../plugins/web-document.ts';
import type { SandboxLinkState } from './payout-account-service.ts';

const s = messages.payouts.sandbox;

/** An IBAN as a host may see it on a shared screen: country, check digits and the last four. */
const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function page(body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(s.title)} · Scrivania</title>
</head>
<body>
<main>
<p><strong>${escapeHtml(s.badge)}</strong></p>
<h1>${escapeHtml(s.title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * The sandbox's stand-in for Stripe's hosted onboarding (CONTRACT.md: a page on this site), rendered
 * on the server like Stripe's own page, outside the app: the single-use link is its authority. It
 * shows what would be verified and one button; it refuses while the payout profile is incomplete.
 */
export function sandboxOnboardingPage(
  state: SandboxLinkState,
  links: { action: string; back: string },
): string {
  const back = `<p><a href="${escapeHtml(links.back)}">${escapeHtml(s.back)}</a></p>`;
  if (state.kind === 'expired') return page(`<p role="alert">${escapeHtml(s.expired)}</p>\n${back}`);
  if (state.kind === 'incomplete')
    return page(`<p role="alert">${escapeHtml(messages.payouts.account.profileIncomplete)}</p>\n${back}`);
  const { profile } = state;
  return page(`<p>${escapeHtml(s.intro)}</p>
<dl>
<dt>${escapeHtml(s.holder)}</dt><dd>${escapeHtml(profile.accountHolder)}</dd>
<dt>${escapeHtml(s.iban)}</dt><dd>${escapeHtml(maskedIban(profile.iban))}</dd>
<dt>${escapeHtml(s.taxCode)}</dt><dd>${escapeHtml(profile.taxCode)}</dd>
</dl>
<form method="post" action="${escapeHtml(links.action)}">
<button type="submit">${escapeHtml(s.complete)}</button>
</form>
${back}`);
}
