import { messages } from '@scrivania/core/messages.it';
import { DownloadButton } from '../../../../components/ui/download-button.tsx';

const m = messages.booking.hostScreens;

/** Downloads the screen's export; a failure is said next to the button. */
export function CsvButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  return (
    <div className="flex flex-col items-end">
      <DownloadButton
        path={path}
        fallbackName={fallbackName}
        label={m.exportCsv}
        pendingLabel={m.exporting}
        failedMessage={m.exportFailed}
      />
    </div>
  );
}
