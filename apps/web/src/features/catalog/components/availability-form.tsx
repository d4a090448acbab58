import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DateRange } from '../../../components/ui/date-range.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useCheckAvailability } from '../api/get-check-availability.ts';

type Result = { available: boolean; message: string } | null;
const fieldClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

/**
 * The two-step booking form (SPEC section 4): the first submit checks availability; when the dates
 * are free the button becomes 'Prenota ora' and the next submit goes to the checkout.
 */
export function AvailabilityForm({ propertyId, maxGuests }: { propertyId: number; maxGuests: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const check = useCheckAvailability();
  const id = useId();
  // On a page the server rendered, the form only works once the app runs: until then it is shown
  // disabled, so nothing typed or clicked in the meantime is lost to a plain form submission.
  const live = useHydrated();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [guests, setGuests] = useState(1);
  const [result, setResult] = useState<Result>(null);

  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setResult(null);
    };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (session.status !== 'logged-in') {
      navigate(`${paths.login}?returnUrl=${paths.propertyView(propertyId)}`);
      return;
    }
    const query = { property_id: propertyId, start_date: start, end_date: end, no_of_guest: guests };
    if (result?.available) {
      navigate(
        `${paths.checkout}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      );
      return;
    }
    if (!start || !end || end < start) {
      setResult({ available: false, message: messages.catalog.invalidDates });
      return;
    }
    check.mutate(query, {
      onSuccess: (answer) => setResult({ available: answer.data.available, message: answer.message }),
      onError: (error) =>
        setResult({ available: false, message: serverMessageOr(error, messages.catalog.unavailable) }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <fieldset disabled={!live} className="m-0 min-w-0 space-y-4 border-0 p-0">
        <div className="grid grid-cols-2 gap-3">
          <DateRange
            start={{ required: true, value: start, onChange: (e) => edit(setStart)(e.target.value) }}
            end={{ required: true, value: end, onChange: (e) => edit(setEnd)(e.target.value) }}
            startValue={start}
          />
        </div>
        <div>
          <label htmlFor={`${id}-guests`} className="block text-sm font-medium">
            Ospiti
          </label>
          <select
            id={`${id}-guests`}
            value={guests}
            onChange={(e) => edit(setGuests)(Number(e.target.value))}
            className={fieldClass}
          >
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {result && (
          <p
            role={result.available ? 'status' : 'alert'}
            className={`text-sm ${result.available ? 'text-green-800' : 'text-red-700'}`}
          >
            {result.message}
          </p>
        )}
        <Button type="submit" disabled={check.isPending} block>
          {result?.available ? 'Prenota ora' : 'Verificare la disponibilità'}
        </Button>
      </fieldset>
    </form>
  );
}
