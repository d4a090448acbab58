/**
 * A raw RFC 822 message with its quoted-printable parts decoded, so tests can read links and
 * accented text as a person would.
 */
export function readableMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
