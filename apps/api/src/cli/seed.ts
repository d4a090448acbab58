import { migrate } from '@scrivania/db/migrate';
import { describeDemoSeed, isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import { dbTargetFromConfig, loadStorageConfig } from '../config.ts';
import { openDatabaseOrExit } from '../open-database.ts';

// Asked for by name, so it seeds any empty database, PostgreSQL or embedded, whatever the payments mode.
const config = loadStorageConfig(process.env);
const db = await openDatabaseOrExit(dbTargetFromConfig(config));
try {
  await migrate(db);
  if (await isDatabaseEmpty(db.db)) {
    console.log(describeDemoSeed(await seedDemoData(db.db, { imagesDir: config.imagesDir })));
  } else {
    console.log('The database already holds data: nothing seeded.');
  }
} finally {
  await db.close();
}
