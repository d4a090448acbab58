import { ErrorResponseSchema, MessageResponseSchema } from '@scrivania/core/common';
import { ContactFormSchema } from '@scrivania/core/content/contact-schemas';
import { ContactPageResponseSchema } from '@scrivania/core/content/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../plugins/rate-limits.ts';
import { createContactService } from './contact-service.ts';
import { toContactPage } from './content-mappers.ts';
import { createContentRepository } from './content-repository.ts';
import { found } from './found.ts';

const tags = ['content'];

/** The contact page's content and its form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentRepository(app.db);
  const contact = createContactService(app);

  app.get(
    '/contact-us/page-data',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: ContactPageResponseSchema, 404: ErrorResponseSchema } },
    },
    async () => {
      const page = found(await content.findContactPage());
      return { success: true as const, data: toContactPage(page, await content.listContactHeadings()) };
    },
  );

  app.post(
    '/contact-us',
    {
      schema: {
        tags,
        body: ContactFormSchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
      config: {
        access: 'public',
        rateLimit: perAddress('contact', app.config.writeLimits.contactPerAddress),
      },
    },
    async (request) => {
      await contact.submit(request.body, request.log);
      return { success: true, message: messages.content.contactForm.success };
    },
  );
};
