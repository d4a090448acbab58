import pg from 'pg';

/** Runs statements that cannot run inside the database they affect (CREATE/DROP DATABASE). */
export async function withAdminDatabase<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
