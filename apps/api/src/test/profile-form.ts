import type { TestApp } from './test-app.ts';

/** A multipart body as the edit-profile form sends it: text fields and optional files. */
export function profileForm(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, value] of Object.entries(files))
    data.append(key, new Blob([new Uint8Array(value)]), `${key}.bin`);
  return data;
}

/** POST profile/update with a multipart body, as the signed-in user of `token`. */
export async function postProfileUpdate(t: TestApp, token: string, body: FormData) {
  const request = new Request('http://x', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/profile/update',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/** Profile fields that pass every rule, for tests about something else. */
export const validProfile = {
  name: 'Mario Rossi',
  mobile_no: '3331234567',
  dob: '1985-04-12',
  gender: 'male',
  address: 'Via Roma 1, Milano',
  vat_no: 'IT12345678901',
  company_contact_no: '0212345678',
};
