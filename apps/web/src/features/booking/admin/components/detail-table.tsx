import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../../components/ui/scroll-region.tsx';

/** A small table of a booking's detail (its payments, its refunds): a caption, headers, its rows. */
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
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((label) => (
              <th key={label} scope="col" className="py-2 pr-4 font-semibold text-slate-700">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A cell of a DetailTable. */
export const detailCell = 'py-2 pr-4';
