import { contactTopics } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { auditLog, contactInquiries, testimonials } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { insertOne } from '../../test/factories.ts';
import { createReview, createTestimonial } from '../../test/moderation-fixtures.ts';

const m = messages.reviews.moderation;
const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t().app.inject({ method, url: `/backend/api/${url}`, headers: admin().headers, payload });
const recordsOf = (kind: 'testimonial.approve' | 'testimonial.reject', targetId: number) =>
  t()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.targetId, String(targetId))));

describe('the testimonials queue', () => {
  it('lists the waiting testimonials newest first, and the other statuses on request', async () => {
    const older = await createTestimonial(t().db, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await createTestimonial(t().db);
    const approved = await createTestimonial(t().db, { status: 'approved' });
    const queue = (await call('GET', 'admin/testimonials')).json();
    const ids = queue.data.items.map((item: { _id: number }) => item._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(approved.id);
    expect(queue.data).toMatchObject({ page: 1, per_page: 25 });
    const approvedList = (await call('GET', 'admin/testimonials?status=approved')).json();
    expect(approvedList.data.items.map((item: { _id: number }) => item._id)).toContain(approved.id);
    const wrong = await call('GET', 'admin/testimonials?status=tutte');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.statusInvalid);
  });

  it('approves one: it shows on the public list at once, with its record before → after', async () => {
    const testimonial = await createTestimonial(t().db, { title: 'Ottimo coworking' });
    const publicIds = async () =>
      (await t().app.inject({ method: 'GET', url: '/backend/api/testimonials' }))
        .json()
        .data.map((item: { _id: number }) => item._id);
    expect(await publicIds()).not.toContain(testimonial.id);
    const answer = await call('POST', `admin/testimonials/${testimonial.id}/approve`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      message: m.approved,
      data: { _id: testimonial.id, status: 'approved', reject_reason: null },
    });
    expect(answer.json().data.moderated_at).not.toBeNull();
    expect((await publicIds())[0]).toBe(testimonial.id);
    const publicItem = (await t().app.inject({ method: 'GET', url: '/backend/api/testimonials' })).json()
      .data[0];
    expect(publicItem).toMatchObject({ title: 'Ottimo coworking', star_rating: 5 });
    expect(publicItem).not.toHaveProperty('email');
    const [record] = await recordsOf('testimonial.approve', testimonial.id);
    expect(record).toMatchObject({
      actorUserId: admin().id,
      before: { status: 'pending', reject_reason: null },
      after: { status: 'approved', reject_reason: null },
    });
    const again = await call('POST', `admin/testimonials/${testimonial.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyApproved);
    expect(await recordsOf('testimonial.approve', testimonial.id)).toHaveLength(1);
  });

  it('rejects only with a reason, which stays with it; an empty one changes nothing', async () => {
    const testimonial = await createTestimonial(t().db);
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await call('POST', `admin/testimonials/${testimonial.id}/reject`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(m.rejectReasonRequired);
    }
    const [unchanged] = await t().db.select().from(testimonials).where(eq(testimonials.id, testimonial.id));
    expect(unchanged).toMatchObject({ status: 'pending', rejectReason: null, moderatedAt: null });
    expect(await recordsOf('testimonial.reject', testimonial.id)).toHaveLength(0);
    const answer = await call('POST', `admin/testimonials/${testimonial.id}/reject`, {
      reason: ' Linguaggio offensivo. ',
    });
    expect(answer.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Linguaggio offensivo.' });
    const [record] = await recordsOf('testimonial.reject', testimonial.id);
    expect(record?.after).toEqual({ status: 'rejected', reject_reason: 'Linguaggio offensivo.' });
  });

  it('answers 404 for a testimonial that does not exist', async () => {
    const answer = await call('POST', 'admin/testimonials/999999/approve');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(m.testimonialNotFound);
  });
});

describe('property reviews', () => {
  it('hides one from the listing page and the visible filter, and shows it again', async () => {
    const { review, property } = await createReview(t().db);
    const publicIds = async () =>
      (await t().app.inject({ method: 'GET', url: `/backend/api/property-review/${property.id}` }))
        .json()
        .data.map((item: { _id: number }) => item._id);
    expect(await publicIds()).toContain(review.id);
    const hidden = await call('POST', `admin/reviews/${review.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: m.hidden,
      data: { _id: review.id, property: { _id: property.id }, user: { _id: review.userId } },
    });
    expect(hidden.json().data.hidden_at).not.toBeNull();
    expect(await publicIds()).not.toContain(review.id);
    const idsOf = async (query: string) =>
      (await call('GET', `admin/reviews${query}`)).json().data.items.map((item: { _id: number }) => item._id);
    expect(await idsOf('?visibility=hidden')).toContain(review.id);
    expect(await idsOf('?visibility=visible')).not.toContain(review.id);
    expect(await idsOf('')).toContain(review.id);
    expect((await call('POST', `admin/reviews/${review.id}/hide`)).json().message).toBe(m.alreadyHidden);
    const shown = await call('POST', `admin/reviews/${review.id}/show`);
    expect(shown.json().data.hidden_at).toBeNull();
    expect(await publicIds()).toContain(review.id);
    expect((await call('GET', 'admin/reviews?visibility=tutte')).json().message).toBe(m.visibilityInvalid);
    expect((await call('POST', 'admin/reviews/999999/show')).statusCode).toBe(404);
  });
});

describe('the console front page', () => {
  it('counts waiting testimonials, hidden reviews and contact requests not yet handled', async () => {
    const summary = async () => (await call('GET', 'admin/summary')).json().data;
    const before = await summary();
    await createTestimonial(t().db);
    await createReview(t().db, { hiddenAt: new Date() });
    const inquiry = {
      name: 'Anna',
      surname: 'Neri',
      email: 'anna.neri@example.test',
      phone: '3331234567',
      topic: contactTopics[0],
      privacyConsent: true,
    };
    await insertOne(t().db, contactInquiries, inquiry);
    await insertOne(t().db, contactInquiries, { ...inquiry, handledAt: new Date() });
    expect(await summary()).toMatchObject({
      pending_testimonials: before.pending_testimonials + 1,
      hidden_reviews: before.hidden_reviews + 1,
      open_contact_requests: before.open_contact_requests + 1,
    });
  });
});
