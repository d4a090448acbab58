import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PREVIEW_TICKET_MS, previewTicket } from './preview-ticket.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  adminToken = await createSessionToken(t.db, admin.id, t.app.config.sessionSecret);
});
afterAll(() => t.close());

const preview = async (name: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/backend/api/admin/mail-previews/${name}`,
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json();

describe("console 'Anteprima mail': the HTML as a page of its own", () => {
  it('serves the template for the ticket the preview hands out, under a policy that lets its inline styles show', async () => {
    const { data } = await preview('nuovo-messaggio');
    expect(data.frame_url).toMatch(/^\/backend\/api\/mail-previews\/nuovo-messaggio\/frame\?ticket=/);
    const page = await t.app.inject({ method: 'GET', url: data.frame_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(data.html);
    expect(page.body).toContain('style="');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toContain('script-src');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a ticket of another template, a forged or an expired one, and no ticket', async () => {
    const { data } = await preview('benvenuto');
    const ticket = new URL(data.frame_url, 'http://x').searchParams.get('ticket') ?? '';
    const frame = (name: string, query: string) =>
      t.app.inject({ method: 'GET', url: `/backend/api/mail-previews/${name}/frame${query}` });
    expect((await frame('benvenuto', `?ticket=${encodeURIComponent(ticket)}`)).statusCode).toBe(200);
    const other = await frame('rimborso', `?ticket=${encodeURIComponent(ticket)}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('<html');
    const [expires] = ticket.split('.');
    expect((await frame('benvenuto', `?ticket=${expires}.${'A'.repeat(43)}`)).statusCode).toBe(404);
    const old = previewTicket(
      'benvenuto',
      new Date(Date.now() - PREVIEW_TICKET_MS - 1_000),
      t.app.config.sessionSecret,
    );
    expect((await frame('benvenuto', `?ticket=${encodeURIComponent(old)}`)).statusCode).toBe(404);
    expect((await frame('benvenuto', '')).statusCode).toBe(400);
    expect((await frame('nessuno', `?ticket=${encodeURIComponent(ticket)}`)).statusCode).toBe(404);
  });

  it("lets the console's own pages frame it", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/mails' });
    expect(String(page.headers['content-security-policy'])).toMatch(/frame-src 'self'/);
  });
});
