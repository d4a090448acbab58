import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents, formatEuroCents } from '@scrivania/core/money';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { ScrollRegion } from '../../../../components/ui/scroll-region.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useHostEarnings } from '../api/host-bookings.ts';
import { CsvButton } from './csv-button.tsx';

const m = messages.booking.hostScreens;
const e = m.earnings;
const months = messages.booking.host.months;
const euro = (amount: number) => formatEuroCents(euroToCents(amount));
/** Years offered: this one and the five before it, enough for a host's tax returns. */
const YEARS_BACK = 5;

/** /host/earnings?year: per month of payment, paid bookings' net, VAT and gross, with the year's CSV. */
export function HostEarningsPage() {
  const [search, setSearch] = useSearchParams();
  const thisYear = Number(todayInRome().slice(0, 4));
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked > 0 ? asked : thisYear;
  const earnings = useHostEarnings(year);
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - index);
  if (!years.includes(year)) years.push(year);
  const data = earnings.data;
  const cell = 'px-4 py-3 text-right tabular-nums';

  return (
    <>
      <PageTitle
        title={e.title}
        description={e.description}
        actions={
          <CsvButton path={`host/earnings?year=${year}&format=csv`} fallbackName={`guadagni-${year}.csv`} />
        }
      />
      <div className="mb-6 max-w-48">
        <SelectField
          label={e.year}
          name="year"
          value={String(year)}
          onChange={(event) => setSearch({ year: event.target.value })}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </div>
      {earnings.isError ? (
        <p role="alert" className="text-red-800">
          {serverMessageOr(earnings.error, m.loadFailed)}
        </p>
      ) : !data ? (
        <p role="status">{m.loading}</p>
      ) : (
        <ScrollRegion label={e.caption(data.year)} className="rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 bg-white text-left text-sm">
            <caption className="sr-only">{e.caption(data.year)}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                  {e.month}
                </th>
                {[e.bookings, e.net, e.vat, e.gross].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.months.map((line) => (
                <tr key={line.month}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {months[line.month - 1]}
                  </th>
                  <td className={cell}>{line.bookings}</td>
                  <td className={cell}>{euro(line.net_amount)}</td>
                  <td className={cell}>{euro(line.vat_amount)}</td>
                  <td className={cell}>{euro(line.gross_amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-3">
                  {e.total}
                </th>
                <td className={cell}>{data.total.bookings}</td>
                <td className={cell}>{euro(data.total.net_amount)}</td>
                <td className={cell}>{euro(data.total.vat_amount)}</td>
                <td className={cell}>{euro(data.total.gross_amount)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
