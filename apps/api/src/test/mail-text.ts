/**
 * A raw RFC 822 message with its folded header lines unfolded and its quoted-printable parts decoded,
 * so tests can read subjects, links and accented text as a person would.
 */
export function readableMail(raw: string): string {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  // A header longer than a line goes on in the next one, which starts with a space (RFC 5322, 2.2.3).
  const unfolded =
    headerEnd < 0 ? raw : raw.slice(0, headerEnd).replace(/\r?\n(?=[ \t])/g, '') + raw.slice(headerEnd);
  const joined = unfolded.replace(/=\r?\n/g, '');
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
