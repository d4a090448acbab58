import {
  MailPreviewListResponseSchema,
  MailPreviewParamsSchema,
  MailPreviewResponseSchema,
} from '@scrivania/core/mail/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mailPreview } from './mail-preview.ts';
import type { MailSample } from './mail-sample.ts';

/** 'Anteprima mail': every template rendered with invented data, exactly as the mail job would send it. */
export const adminMailPreviewRoutes: FastifyPluginAsyncZod<{ samples: MailSample[] }> = async (
  app,
  { samples },
) => {
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
      const sample = samples.find((candidate) => candidate.name === request.params.name);
      if (!sample) throw new HttpError(404, messages.mail.previews.notFound);
      const { calendar, ...preview } = await mailPreview(sample, app.config, app.clock.now());
      return { success: true as const, data: { ...preview, calendar_method: calendar?.method ?? null } };
    },
  );
};
