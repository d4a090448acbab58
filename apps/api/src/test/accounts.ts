import type { RegistrationRole } from '@scrivania/core/domain';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

let seq = 0;

/** Calls the account API as the browser does, and reads what the mail outbox received. */
export function accountApi(t: TestApp) {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  const post = (url: string, payload: unknown, token?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/backend/api/${url}`,
      payload: payload as Record<string, unknown>,
      headers: { ...headers(token), ...(cookie ? { cookie } : {}) },
    });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/backend/api/${url}`, headers: headers(token) });

  return {
    post,
    get,
    /** A unique visitor's registration details. */
    newUser(role: RegistrationRole = 'visitor') {
      seq += 1;
      const id = `${process.pid}x${seq}`;
      return {
        name: `Utente ${id}`,
        username: `utente${id}`,
        email: `utente${id}@example.com`,
        password: 'Segreta123!',
        assign_role: role,
      };
    },
    async login(email: string, password: string) {
      return (await post('login', { email, password })).json().token as string;
    },
    /** Registers through the API and signs in. */
    async registerAndLogin(role: RegistrationRole = 'visitor') {
      const user = this.newUser(role);
      expect((await post('register', user)).statusCode).toBe(200);
      return { user, token: await this.login(user.email, user.password) };
    },
    async profile(token: string) {
      return (await get('profile', token)).json().data;
    },
    /** Mails to one address, oldest first. */
    async mailsTo(address: string) {
      return (await t.outbox()).filter((mail) => mail.includes(`To: ${address}`));
    },
    /** The token of the newest link to `page` mailed to `address`. */
    async linkTo(address: string, page: 'VerifyEmail' | 'ResetPassword') {
      const mail = (await this.mailsTo(address)).filter((m) => m.includes(`/${page}?token=`)).at(-1) ?? '';
      return new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail)?.[1] ?? '';
    },
  };
}
