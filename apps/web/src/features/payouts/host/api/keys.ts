/** The host's payout queries; every write invalidates `all`, since a profile changes what the account and summary say. */
export const hostPayoutKeys = {
  all: ['host', 'payouts'] as const,
  profile: ['host', 'payouts', 'profile'] as const,
  account: ['host', 'payouts', 'account'] as const,
  summary: ['host', 'payouts', 'summary'] as const,
  list: (group: string, page: number) => ['host', 'payouts', 'list', group, page] as const,
};
