import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import { isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import { dbTargetFromConfig, loadConfig } from '../config.ts';

const config = loadConfig(process.env);
const db = await openDb(dbTargetFromConfig(config));
try {
  await migrate(db);
  if (await isDatabaseEmpty(db.db)) {
    await seedDemoData(db.db, { imagesDir: config.imagesDir });
    console.log('Demo data seeded.');
  } else {
    console.log('The database already holds data: nothing seeded.');
  }
} finally {
  await db.close();
}
