import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createReview, createTestimonial } from '../../test/moderation-fixtures.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/testimonials/:id/approve',
    kind: 'testimonial.approve',
    async prepare(t) {
      const testimonial = await createTestimonial(t.db);
      return { url: `/backend/api/admin/testimonials/${testimonial.id}/approve`, payload: {} };
    },
  },
  {
    route: 'POST /backend/api/admin/testimonials/:id/reject',
    kind: 'testimonial.reject',
    async prepare(t) {
      const testimonial = await createTestimonial(t.db);
      return {
        url: `/backend/api/admin/testimonials/${testimonial.id}/reject`,
        payload: { reason: 'Contiene pubblicità.' },
      };
    },
  },
  {
    route: 'POST /backend/api/admin/reviews/:id/hide',
    kind: 'review.hide',
    async prepare(t) {
      const { review } = await createReview(t.db);
      return { url: `/backend/api/admin/reviews/${review.id}/hide`, payload: {} };
    },
  },
  {
    route: 'POST /backend/api/admin/reviews/:id/show',
    kind: 'review.show',
    async prepare(t) {
      const { review } = await createReview(t.db, { hiddenAt: new Date() });
      return { url: `/backend/api/admin/reviews/${review.id}/show`, payload: {} };
    },
  },
];
