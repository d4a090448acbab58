import type { ReactNode } from 'react';
import { cardLabel, phoneCards } from '../../../../components/back-office/phone-cards.tsx';
import { ScrollRegion } from '../../../../components/ui/scroll-region.tsx';

/**
 * A small table of a booking's detail (its payments, its refunds): a caption, headers, its rows. On a
 * phone each row is a card of `label: value` lines (decision 081), so nothing hides past the edge.
 */
export function DetailTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className={`min-w-full text-left text-sm ${phoneCards.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={phoneCards.head}>
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className="py-2 pr-4 font-semibold text-slate-700">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phoneCards.body}>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A row of a DetailTable. */
export function DetailRow({ children }: { children: ReactNode }) {
  return <tr className={`border-t border-slate-100 ${phoneCards.row}`}>{children}</tr>;
}

/**
 * A cell of a DetailTable; `label` is its column's header, which names the value on a phone. A `mono`
 * value (a provider's reference, an IBAN) is one long word: it may break anywhere, or it would set
 * the width of the page.
 */
export function DetailCell({
  label,
  mono = false,
  children,
}: {
  label: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <td {...cardLabel(label)} className={`py-2 pr-4 ${mono ? 'font-mono break-all' : ''} ${phoneCards.cell}`}>
      {children}
    </td>
  );
}
