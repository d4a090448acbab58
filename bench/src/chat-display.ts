import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { GUEST, HOST, login, sendMessage } from './chat-clients.ts';
import {
  type BudgetResult,
  CHROMIUM_FLAGS,
  chromePath,
  isMain,
  median,
  report,
  startServer,
} from './server-process.ts';

const MESSAGES = 30;
const BUDGET_MS = 300;
const PORT = Number(process.env.BENCH_CHAT_DISPLAY_PORT ?? 4518);

declare global {
  interface Window {
    seenAt?: Record<string, number>;
  }
}

/**
 * What a person sees: from sending a message through REST to its text being in the page of the other
 * person's open conversation in Chromium (wall clock on both sides, same machine). Needs the built web app.
 */
export async function measureChatDisplay(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-chat-display-'));
  const server = await startServer({ dataDir, port: PORT, env: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
  });
  try {
    const guest = await login(server.url, GUEST);
    const host = await login(server.url, HOST);
    const page = await browser.newPage();
    await page.addInitScript((token) => localStorage.setItem('token', token), host.token);
    await page.goto(`${server.url}/Chatboat?user=${guest.id}`);
    await page.getByText('Aggiornamenti in tempo reale attivi').waitFor();
    await page.getByRole('list', { name: 'Messaggi' }).waitFor();
    await page.evaluate(() => {
      window.seenAt = {};
      const seen = window.seenAt;
      new MutationObserver(() => {
        const now = Date.now();
        for (const item of document.querySelectorAll('ol[aria-label="Messaggi"] li p:last-child')) {
          const text = item.textContent ?? '';
          if (text.startsWith('bench ') && seen[text] === undefined) seen[text] = now;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const body = `bench ${i} ${Date.now()}`;
      const started = Date.now();
      await sendMessage(server.url, guest.token, host.id, body);
      const shownAt = await page.waitForFunction((text) => window.seenAt?.[text], body, { polling: 5 });
      latencies.push(((await shownAt.jsonValue()) as number) - started);
    }
    const value = median(latencies.slice(3));
    console.log(
      `chat send → shown in the other browser: median ${value} ms, max ${Math.max(...latencies)} ms`,
    );
    return [
      {
        name: 'chat message send → shown in the other browser (median)',
        value,
        unit: 'ms',
        budget: `< ${BUDGET_MS} ms`,
        ok: value < BUDGET_MS,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureChatDisplay());
}
