import { messages } from '@scrivania/core/messages.it';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Registrati' }));
/** The form checks with the schema, which react-hook-form runs asynchronously. */
const expectAlert = (text: string) => waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

function fill(values: { username?: string; name?: string; email?: string; password?: string }) {
  const set = (label: RegExp, value: string | undefined) =>
    value !== undefined && fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^Nome utente/, values.username);
  set(/^Nome( \*)?$/, values.name);
  set(/^Email/, values.email);
  set(/^Password/, values.password);
}

const valid = { username: 'anna.v', name: 'Anna', email: 'anna@example.com', password: 'Segreta123!' };

describe.each([
  ['visitor', messages.account.visitor, 4000],
  ['host', messages.account.host, 500],
] as const)('RegisterForm as %s', (role, text, delay) => {
  it('checks required fields, then the e-mail, then the terms, in its own language', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderWithProviders(<RegisterForm accountRole={role} />);
    submit();
    await expectAlert(text.required);
    fill({ ...valid, name: '   ' });
    submit();
    await expectAlert(text.required);
    fill({ ...valid, email: 'non-una-email' });
    submit();
    await expectAlert(text.emailInvalid);
    fill(valid);
    submit();
    await expectAlert(text.termsRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes back the required message as soon as the fields are filled, before submitting again', async () => {
    mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderWithProviders(<RegisterForm accountRole={role} />);
    submit();
    await expectAlert(text.required);
    fill(valid);
    await waitFor(() => expect(screen.queryByText(text.required)).toBeNull());
  });

  it(`sends the role, confirms and goes to the login after ${delay} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'Registrazione completata' } }));
    renderWithProviders(
      <AtRoute path="/BecomeHost">
        <RegisterForm accountRole={role} />
      </AtRoute>,
      { path: '/BecomeHost' },
    );
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(text.success);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ ...valid, assign_role: role });
    act(() => {
      vi.advanceTimersByTime(delay - 100);
    });
    expect(screen.queryByTestId('landing')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('landing').textContent).toBe('/Login');
  });

  it("shows the server's message when the registration is refused", async () => {
    mockApi(() => ({ status: 409, body: { success: false, message: text.emailTaken } }));
    renderWithProviders(<RegisterForm accountRole={role} />);
    fill(valid);
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text.emailTaken);
  });

  it('links the terms page', () => {
    mockApi(() => ({ body: {} }));
    renderWithProviders(<RegisterForm accountRole={role} />);
    expect(screen.getByRole('link', { name: /termini/ }).getAttribute('href')).toBe('/Terms');
  });
});
