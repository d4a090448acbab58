import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';

const s = messages.payouts.screen.statement;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'Rendiconto': a month and its statement as PDF or CSV, the lines due in that month with their totals. */
export function StatementDownloads() {
  const [month, setMonth] = useState(() => todayInRome().slice(0, 7));
  const id = useId();
  const valid = MONTH.test(month);
  const file = (format: 'pdf' | 'csv', label: string, name: string) => (
    <DownloadButton
      path={`host/payouts/statement?month=${month}&format=${format}`}
      fallbackName={messages.payouts.statement.fileName(month, format)}
      label={label}
      accessibleName={name}
      pendingLabel={s.downloading}
      failedMessage={s.failed}
    />
  );
  return (
    <section
      aria-labelledby="statement-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="statement-title" className="text-lg font-semibold text-slate-900">
        {s.title}
      </h2>
      <p className="text-slate-700">{s.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {s.month}
          </label>
          <input
            id={id}
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        {valid && file('pdf', s.pdf, s.pdfName(month))}
        {valid && file('csv', s.csv, s.csvName(month))}
      </div>
    </section>
  );
}
