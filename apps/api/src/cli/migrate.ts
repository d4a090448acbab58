import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import { dbTargetFromConfig, loadStorageConfig } from '../config.ts';

const config = loadStorageConfig(process.env);
const db = await openDb(dbTargetFromConfig(config));
try {
  await migrate(db);
  console.log('Migrations applied.');
} finally {
  await db.close();
}
