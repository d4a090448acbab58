import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountMessages as text } from './messages.it.ts';
import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  RegisterBodySchema,
  RegisterFormSchema,
  ResetPasswordBodySchema,
} from './schemas.ts';

/** The one issue a refused value gets, as the API answers it and the form shows it. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const registration = { username: 'anna', name: 'Anna', email: 'anna@example.com', password: 'Segreta123!' };

describe('RegisterBodySchema', () => {
  it('asks for every field first, in the language of the role', () => {
    expect(
      refusal(RegisterBodySchema, { ...registration, name: '  ', email: 'x', assign_role: 'visitor' }),
    ).toEqual([{ field: 'name', message: text.visitor.required }]);
    expect(refusal(RegisterBodySchema, { ...registration, password: '', assign_role: 'host' })).toEqual([
      { field: 'password', message: text.host.required },
    ]);
  });

  it('then for a valid e-mail, then for a long enough password', () => {
    expect(
      refusal(RegisterBodySchema, {
        ...registration,
        email: 'anna@',
        password: 'corta',
        assign_role: 'visitor',
      }),
    ).toEqual([{ field: 'email', message: text.visitor.emailInvalid }]);
    expect(refusal(RegisterBodySchema, { ...registration, password: 'corta', assign_role: 'host' })).toEqual([
      { field: 'password', message: text.host.passwordTooShort },
    ]);
    expect(refusal(RegisterBodySchema, { ...registration, assign_role: 'visitor' })).toBeNull();
  });

  it('the form asks for the terms last', () => {
    const form = { ...registration, assign_role: 'visitor', terms: false };
    expect(refusal(RegisterFormSchema, { ...form, email: 'anna@' })).toEqual([
      { field: 'email', message: text.visitor.emailInvalid },
    ]);
    expect(refusal(RegisterFormSchema, form)).toEqual([
      { field: 'terms', message: text.visitor.termsRequired },
    ]);
    expect(refusal(RegisterFormSchema, { ...form, terms: true })).toBeNull();
  });
});

describe('LoginBodySchema', () => {
  it('asks for both fields, then for a valid e-mail', () => {
    expect(refusal(LoginBodySchema, { email: '', password: '' })).toEqual([
      { field: 'email', message: text.loginRequired },
    ]);
    expect(refusal(LoginBodySchema, { email: 'anna@', password: '' })).toEqual([
      { field: 'password', message: text.loginRequired },
    ]);
    expect(refusal(LoginBodySchema, { email: 'anna@', password: 'x' })).toEqual([
      { field: 'email', message: text.loginEmailInvalid },
    ]);
    expect(refusal(LoginBodySchema, { email: ' anna@example.com ', password: 'x' })).toBeNull();
  });
});

describe('ForgotPasswordBodySchema', () => {
  it('asks for a valid e-mail', () => {
    expect(refusal(ForgotPasswordBodySchema, { email: 'anna' })).toEqual([
      { field: 'email', message: text.loginEmailInvalid },
    ]);
    expect(refusal(ForgotPasswordBodySchema, { email: 'anna@example.com' })).toBeNull();
  });
});

describe('ResetPasswordBodySchema', () => {
  it('asks for both passwords, then the same twice, then long enough', () => {
    expect(refusal(ResetPasswordBodySchema, { password: 'x', password_confirmation: '' })).toEqual([
      { field: 'password_confirmation', message: text.resetRequired },
    ]);
    expect(refusal(ResetPasswordBodySchema, { password: 'corta', password_confirmation: 'altra' })).toEqual([
      { field: 'password_confirmation', message: text.resetMismatch },
    ]);
    expect(refusal(ResetPasswordBodySchema, { password: 'corta', password_confirmation: 'corta' })).toEqual([
      { field: 'password', message: text.passwordTooShort },
    ]);
    expect(
      refusal(ResetPasswordBodySchema, { password: 'Nuova1234', password_confirmation: 'Nuova1234' }),
    ).toBeNull();
  });
});

describe('ChangePasswordBodySchema', () => {
  it('asks for the same new password twice and not empty, of any length; the server checks the current one', () => {
    const change = { current_password: '', new_password: 'corta', confirm_password: 'altra' };
    expect(refusal(ChangePasswordBodySchema, change)).toEqual([
      { field: 'confirm_password', message: text.changeMismatch },
    ]);
    expect(refusal(ChangePasswordBodySchema, { ...change, new_password: '', confirm_password: '' })).toEqual([
      { field: 'new_password', message: text.changeRequired },
    ]);
    expect(refusal(ChangePasswordBodySchema, { ...change, confirm_password: 'corta' })).toBeNull();
    expect(
      refusal(ChangePasswordBodySchema, {
        ...change,
        new_password: 'Nuova1234',
        confirm_password: 'Nuova1234',
      }),
    ).toBeNull();
  });
});
