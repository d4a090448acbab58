import { describe, expect, it } from 'vitest';
import { hostWelcomeMail, welcomeMail } from './account-mails.ts';

const user = { name: 'Giulia', email: 'giulia@example.com' };
const publicUrl = 'https://scrivania.example';

describe('welcome mails', () => {
  it('speaks to a new host of the next steps and links to the back-office and the verification', () => {
    const mail = hostWelcomeMail(user, 'tok-123', publicUrl);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Benvenuto tra gli host di Scrivania');
    expect(mail.text).toContain('Ciao Giulia,');
    expect(mail.text).toContain('crea il tuo primo annuncio');
    expect(mail.text).toContain('imposta la disponibilità');
    expect(mail.text).toContain('ricevi le prime prenotazioni');
    expect(mail.text).toContain(`Fai tutto dall’area host: ${publicUrl}/host\n`);
    expect(mail.text).toContain(`${publicUrl}/VerifyEmail?token=tok-123`);
    // A host is not sent to book a workspace from the guests' login.
    expect(mail.text).not.toContain('/Login');
  });

  it('keeps inviting a visitor to book, with the verification link', () => {
    const mail = welcomeMail(user, 'tok-456', publicUrl);
    expect(mail.subject).toBe('Benvenuto su Scrivania');
    expect(mail.text).toContain(`accedi da ${publicUrl}/Login per prenotare`);
    expect(mail.text).toContain(`${publicUrl}/VerifyEmail?token=tok-456`);
    expect(mail.text).not.toContain('/host');
  });
});
