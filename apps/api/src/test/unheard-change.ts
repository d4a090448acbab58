import pg from 'pg';
import { CHAT_CHANNEL } from '../features/chat/chat-notifier.ts';

/**
 * Makes a change on the database at `url` with its triggers off for this session, so that it is
 * announced to nobody, as one made while a process's listener was down would be lost to it; `unheard`
 * may look that it is not seen yet. Then ends every app process's LISTEN connection on that database,
 * as a dropped network would; answers how many it ended.
 */
export async function changeUnheardThenDropListeners(
  url: string,
  change: (client: pg.Client) => Promise<unknown>,
  unheard: () => Promise<void>,
): Promise<number> {
  const tool = new pg.Client({ connectionString: url });
  await tool.connect();
  try {
    await tool.query('SET session_replication_role = replica');
    await change(tool);
    await unheard();
    const killed = await tool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${CHAT_CHANNEL}`],
    );
    return killed.rowCount ?? 0;
  } finally {
    await tool.end();
  }
}
