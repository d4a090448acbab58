import { ErrorResponseSchema } from '@scrivania/core/common';
import {
  MailPreviewFrameQuerySchema,
  MailPreviewListResponseSchema,
  MailPreviewParamsSchema,
  MailPreviewResponseSchema,
} from '@scrivania/core/mail/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleConfig,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mailPreview } from './mail-preview.ts';
import type { MailSample } from './mail-sample.ts';
import { previewTicket, validPreviewTicket } from './preview-ticket.ts';

/**
 * The preview page's own policy: the mail's inline styles and its images, nothing that runs, and
 * framed only by the console.
 */
const FRAME_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; sandbox";

/** 'Anteprima mail': every template rendered with invented data, exactly as the mail job would send it. */
export const adminMailPreviewRoutes: FastifyPluginAsyncZod<{ samples: MailSample[] }> = async (
  app,
  { samples },
) => {
  const sampleNamed = (name: string) => {
    const sample = samples.find((candidate) => candidate.name === name);
    if (!sample) throw new HttpError(404, messages.mail.previews.notFound);
    return sample;
  };

  app.get(
    '/admin/mail-previews',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'I modelli delle mail che il sito invia, con il nome per chiederne l’anteprima.',
        response: { 200: MailPreviewListResponseSchema, ...refusals },
      },
    },
    async () => ({
      success: true as const,
      data: samples.map(({ name, title }) => ({ name, title })),
    }),
  );

  app.get(
    '/admin/mail-previews/:name',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Un modello di mail con dati di esempio: oggetto, HTML e testo semplice come partirebbero, e il METHOD dell’invito di calendario che porta; 404 per un nome sconosciuto.',
        params: MailPreviewParamsSchema,
        response: { 200: MailPreviewResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { name } = request.params;
      const now = app.clock.now();
      const { calendar, ...preview } = await mailPreview(sampleNamed(name), app.config, now);
      const ticket = previewTicket(name, now, app.config.sessionSecret);
      return {
        success: true as const,
        data: {
          ...preview,
          calendar_method: calendar?.method ?? null,
          frame_url: `/backend/api/mail-previews/${name}/frame?ticket=${encodeURIComponent(ticket)}`,
        },
      };
    },
  );

  app.get(
    '/mail-previews/:name/frame',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'L’HTML di un modello di mail come pagina, per la cornice della console, con il biglietto che ne accompagna l’anteprima (valido pochi minuti); 404 senza un biglietto valido.',
        params: MailPreviewParamsSchema,
        querystring: MailPreviewFrameQuerySchema,
        response: { 200: z.string(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const now = app.clock.now();
      if (!validPreviewTicket(request.query.ticket, name, now, app.config.sessionSecret))
        throw new HttpError(404, messages.mail.previews.notFound);
      const preview = await mailPreview(sampleNamed(name), app.config, now);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', FRAME_POLICY)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(preview.html);
    },
  );
};
