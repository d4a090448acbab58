import { messages } from '@scrivania/core/messages.it';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { useCsvExport } from '../api/host-bookings.ts';

const m = messages.booking.hostScreens;

/** Downloads the screen's export; a failure is said next to the button. */
export function CsvButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  const csv = useCsvExport();
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={() => csv.mutate({ path, fallbackName })}
        disabled={csv.isPending}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {csv.isPending ? m.exporting : m.exportCsv}
      </button>
      {csv.isError && (
        <p role="alert" className="text-sm text-red-800">
          {serverMessageOr(csv.error, m.exportFailed)}
        </p>
      )}
    </div>
  );
}
