import { messages } from '@scrivania/core/messages.it';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/back-office/page-title.tsx';
import { useMailPreview, useMailTemplates } from '../api/admin-mail-previews.ts';

const m = messages.mail.previews;

/**
 * 'Anteprima mail': pick a template, see its HTML and its plain text as they would leave. The HTML is
 * its own page in a sandboxed frame (no scripts, no access to the console), whose policy lets the mail's
 * inline styles show, as a mail client would; the chosen template is in the address.
 */
export function MailPreviewsPage() {
  const [params, setParams] = useSearchParams();
  const templates = useMailTemplates();
  const chosen = params.get('mail') ?? templates.data?.[0]?.name;
  const preview = useMailPreview(chosen);

  return (
    <>
      <PageTitle title={m.title} description={m.intro} />
      {templates.isError && <p role="alert">{m.loadError}</p>}
      {templates.data && (
        <div className="mb-4">
          <label htmlFor="mail-template" className="mb-1 block font-medium text-slate-800">
            {m.pick}
          </label>
          <select
            id="mail-template"
            // The longest title is wider than a phone: the box keeps to the screen and cuts the title.
            className="w-full max-w-md rounded border border-slate-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700"
            value={chosen}
            onChange={(event) => setParams({ mail: event.target.value }, { replace: true })}
          >
            {templates.data.map((template) => (
              <option key={template.name} value={template.name}>
                {template.title}
              </option>
            ))}
          </select>
        </div>
      )}
      {preview.isPending && chosen !== undefined && <p>{m.loading}</p>}
      {preview.isError && <p role="alert">{m.loadError}</p>}
      {preview.data && (
        <div className="grid gap-6 xl:grid-cols-2">
          <section aria-labelledby="mail-html">
            <p className="mb-2 text-slate-700">
              <span className="font-medium">{m.subject}:</span> {preview.data.subject}
            </p>
            {preview.data.calendar_method && (
              <p className="mb-2 text-slate-700">
                {m.calendar}: METHOD:{preview.data.calendar_method}
              </p>
            )}
            <h2 id="mail-html" className="mb-2 text-lg font-semibold">
              {m.html}
            </h2>
            <iframe
              title={m.frameTitle(preview.data.title)}
              sandbox=""
              src={preview.data.frame_url}
              className="h-[48rem] w-full rounded border border-slate-300 bg-white"
            />
          </section>
          <section aria-labelledby="mail-text">
            <h2 id="mail-text" className="mb-2 text-lg font-semibold">
              {m.text}
            </h2>
            <pre className="overflow-auto whitespace-pre-wrap rounded border border-slate-300 bg-slate-50 p-4 text-sm">
              {preview.data.text}
            </pre>
          </section>
        </div>
      )}
    </>
  );
}
