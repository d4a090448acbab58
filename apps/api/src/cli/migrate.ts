import { migrate } from '@scrivania/db/migrate';
import { dbTargetFromConfig, loadStorageConfig } from '../config.ts';
import { openDatabaseOrExit } from '../open-database.ts';

const config = loadStorageConfig(process.env);
const db = await openDatabaseOrExit(dbTargetFromConfig(config));
try {
  await migrate(db);
  console.log('Migrations applied.');
} finally {
  await db.close();
}
