import { serverMessageOr } from '../../lib/api-client.ts';
import { useFileDownload } from '../../lib/use-file-download.ts';

interface DownloadButtonProps {
  /** The API path, e.g. `booking/12/invoice.pdf`. */
  path: string;
  fallbackName: string;
  label: string;
  /** The accessible name when the visible label alone says too little (it must contain the label). */
  accessibleName?: string;
  pendingLabel: string;
  failedMessage: string;
  className?: string;
}

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

/** A button that downloads one file with the session; a failure is said next to it. */
export function DownloadButton(props: DownloadButtonProps) {
  const download = useFileDownload();
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => download.mutate({ path: props.path, fallbackName: props.fallbackName })}
        disabled={download.isPending}
        aria-label={props.accessibleName}
        className={props.className ?? BUTTON}
      >
        {download.isPending ? props.pendingLabel : props.label}
      </button>
      {download.isError && (
        <p role="alert" className="text-sm text-red-800">
          {serverMessageOr(download.error, props.failedMessage)}
        </p>
      )}
    </div>
  );
}
