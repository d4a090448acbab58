/** Where mails and redirects send people: the site's address, and the host back-office's (which may be elsewhere). */
export interface BackOfficeLinks {
  publicUrl: string;
  hostBackofficeUrl: string;
}

/** A page of the host back-office (`bookings/12`, `payouts?onboarding=return`), absolute however HOST_BACKOFFICE_URL is written. */
export function backOfficeLink(links: BackOfficeLinks, page: string): string {
  return new URL(`${links.hostBackofficeUrl.replace(/\/$/, '')}/${page}`, `${links.publicUrl}/`).href;
}
