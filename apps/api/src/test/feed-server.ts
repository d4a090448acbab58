import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { daysFromToday } from './factories.ts';

/** What the feed server answers on one path: a calendar, an error, a redirect, or nothing for a while. */
export type FeedAnswer =
  | { body: string; status?: number; delayMs?: number }
  | { redirect: string }
  | ((response: ServerResponse) => void);

export interface TestEvent {
  uid: string;
  /** Days from today; `to` is the last day, included. */
  from: number;
  to: number;
  rrule?: string;
  /** Whole days unless given: a timed event from this hour of `from` to this hour of `to` (UTC). */
  hours?: [number, number];
}

const compact = (date: string) => date.replaceAll('-', '');

/** An iCalendar feed of the given events, as another site would publish it. */
export function icsOf(events: TestEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Altro sito//IT'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, 'DTSTAMP:20260101T000000Z', 'SUMMARY:Prenotato');
    if (event.hours) {
      const [fromHour, toHour] = event.hours.map((h) => String(h).padStart(2, '0'));
      lines.push(`DTSTART:${compact(daysFromToday(event.from))}T${fromHour}0000Z`);
      lines.push(`DTEND:${compact(daysFromToday(event.to))}T${toHour}0000Z`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${compact(daysFromToday(event.from))}`);
      lines.push(`DTEND;VALUE=DATE:${compact(daysFromToday(event.to + 1))}`);
    }
    if (event.rrule) lines.push(`RRULE:${event.rrule}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A calendar server on this machine for the import's tests, reached as `localhost` (which the tests'
 * ICAL_ALLOWED_HOSTS lets through) or by its address (which nothing does).
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const server = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) return void response.writeHead(404).end();
    if (typeof answer === 'function') return answer(response);
    if ('redirect' in answer) return void response.writeHead(302, { location: answer.redirect }).end();
    const send = () =>
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/calendar' }).end(answer.body);
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  server.listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** The address of `path` by the allowed name. */
    url: (path: string) => `http://localhost:${port}${path}`,
    /** The address of `path` by its loopback address, which no setting allows. */
    loopbackUrl: (path: string) => `http://127.0.0.1:${port}${path}`,
    serve(path: string, answer: FeedAnswer) {
      answers.set(path, answer);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
