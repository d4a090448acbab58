import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postProfileUpdate, profileForm, validProfile } from '../../test/profile-form.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let seq = 0;

const valid = validProfile;
const form = profileForm;
const update = (token: string, body: FormData) => postProfileUpdate(t, token, body);

async function account() {
  seq += 1;
  const user = {
    name: 'U',
    username: `profilo${seq}`,
    email: `profilo${seq}@example.com`,
    password: 'Profilo123!',
  };
  await t.app.inject({
    method: 'POST',
    url: '/backend/api/register',
    payload: { ...user, assign_role: 'visitor' },
  });
  const login = await t.app.inject({ method: 'POST', url: '/backend/api/login', payload: user });
  return { email: user.email, token: login.json().token as string };
}

const profile = async (token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/backend/api/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile update', () => {
  it('saves every field and stores the avatar as WebP in all widths', async () => {
    const { email, token } = await account();
    const response = await update(token, form({ ...valid, email }, { avatar: await png() }));
    expect(response.json()).toEqual({ success: true, message: 'Profile updated successfully' });
    const data = await profile(token);
    expect(data).toMatchObject({
      name: 'Mario Rossi',
      mobile_no: '3331234567',
      dob: '1985-04-12',
      gender: 'male',
    });
    expect(data.visitor.vat_no).toBe('IT12345678901');
    expect(data.avatar).toMatch(/^avatar-\d+-[0-9a-f]{16}\.webp$/);
    for (const name of [
      data.avatar,
      data.avatar.replace('.webp', '-480.webp'),
      data.avatar.replace('.webp', '-1600.webp'),
    ]) {
      expect(existsSync(path.join(t.dataDir, 'images', name))).toBe(true);
    }
    const image = await t.app.inject({ method: 'GET', url: `/backend/images/${data.avatar}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('replaces the old avatar and removes its files', async () => {
    const { email, token } = await account();
    await update(token, form({ ...valid, email }, { avatar: await png() }));
    const first = (await profile(token)).avatar as string;
    await update(token, form({ ...valid, email }, { avatar: await png() }));
    const second = (await profile(token)).avatar as string;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(t.dataDir, 'images', first))).toBe(false);
    expect(existsSync(path.join(t.dataDir, 'images', second))).toBe(true);
  });

  it('refuses a file that is not an image by its bytes, whatever its name, and changes nothing', async () => {
    const { email, token } = await account();
    const fake = Buffer.from('<?php echo "ciao"; ?> pretending to be a picture');
    const response = await update(token, form({ ...valid, email, name: 'Cambiato' }, { cover_img: fake }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.cover_img).toMatch(/immagine/);
    expect((await profile(token)).name).toBe('U');
  });

  it('refuses an image over 5 MB', async () => {
    const { email, token } = await account();
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await update(token, form({ ...valid, email }, { avatar: big }));
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it.each([
    [{ mobile_no: '12345' }, 'mobile_no', 'Il numero di cellulare deve avere 10 caratteri.'],
    [{ dob: '2023-07-26' }, 'dob', 'La data di nascita non può essere successiva al 2023-07-25.'],
    [{ gender: 'x' }, 'gender', 'Seleziona il genere.'],
    [{ vat_no: '123' }, 'vat_no', 'La partita IVA deve avere 13 caratteri.'],
    [{ gst_no: '123' }, 'gst_no', 'Il codice fiscale deve avere 15 caratteri.'],
    [{ company_contact_no: '1' }, 'company_contact_no', 'Il telefono aziendale deve avere 10 caratteri.'],
    [{ name: ' ' }, 'name', 'Il nome è obbligatorio.'],
  ])('refuses %o with a message on %s', async (change, field, message) => {
    const { email, token } = await account();
    const response = await update(token, form({ ...valid, email, ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('keeps an IBAN valid by its check digits, compact and upper case, refuses a wrong one and clears an empty one', async () => {
    const { email, token } = await account();
    const wrong = await update(token, form({ ...valid, email, iban: 'IT61 X054 2811 1010 0000 0123 456' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.iban).toBe('L’IBAN non è valido: controlla le cifre di controllo.');
    expect((await profile(token)).iban).toBeNull();
    const saved = await update(
      token,
      form({ ...valid, email, iban: ' it60 x054 2811 1010 0000 0123 456 ', current_password: 'Profilo123!' }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await profile(token)).iban).toBe('IT60X0542811101000000123456');
    await update(token, form({ ...valid, email, iban: '', current_password: 'Profilo123!' }));
    expect((await profile(token)).iban).toBeNull();
  });

  it("refuses another user's e-mail and needs a session", async () => {
    const a = await account();
    const b = await account();
    const response = await update(b.token, form({ ...valid, email: a.email }));
    expect(response.json().errors.email).toBe('Questo indirizzo email è già registrato.');
    const anonymous = await t.app.inject({ method: 'POST', url: '/backend/api/profile/update', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bank details on the profile', () => {
  const iban = 'IT60 X054 2811 1010 0000 0123 456';
  const mailsTo = async (email: string) =>
    (await t.outbox()).filter((mail) => mail.includes(`To: ${email}`) && mail.includes('dati bancari'));

  it('change only with the current password, and the account is told with the last 4 characters only', async () => {
    const { email, token } = await account();
    const missing = await update(token, form({ ...valid, email, iban }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      current_password: 'Per cambiare l’IBAN o i dati bancari inserisci la password attuale.',
    });
    const wrong = await update(token, form({ ...valid, email, iban, current_password: 'Sbagliata1!' }));
    expect(wrong.json().errors).toEqual({ current_password: 'La password attuale non è corretta.' });
    expect((await profile(token)).iban).toBeNull();
    expect(await mailsTo(email)).toEqual([]);

    const saved = await update(token, form({ ...valid, email, iban, current_password: 'Profilo123!' }));
    expect(saved.statusCode).toBe(200);
    expect((await profile(token)).iban).toBe('IT60X0542811101000000123456');
    const [notice] = await mailsTo(email);
    expect(notice).toContain('IBAN per i rimborsi: …3456');
    expect(notice).not.toContain('IT60X0542811101000000123456');

    // The same details again, with the other fields changed, need no password and send no mail.
    const again = await update(token, form({ ...valid, email, iban, name: 'Maria Rossi' }));
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('include the host’s payout account: a new account number needs the password too', async () => {
    const { email, token } = await account();
    const payout = { account_holder_name: 'Mario Rossi', bank_account_no: '000012345678' };
    const refused = await update(token, form({ ...valid, email, ...payout }));
    expect(refused.json().errors?.current_password).toBe(
      'Per cambiare l’IBAN o i dati bancari inserisci la password attuale.',
    );
    const saved = await update(token, form({ ...valid, email, ...payout, current_password: 'Profilo123!' }));
    expect(saved.statusCode).toBe(200);
    const [notice] = await mailsTo(email);
    expect(notice).toContain('conto per i pagamenti: …5678');
    expect(notice).not.toContain('000012345678');
  });
});
