import { migrate } from '@scrivania/db/migrate';
import { describeDemoSeed, isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import { dbTargetFromConfig, loadStorageConfig } from '../config.ts';
import { openDatabaseOrExit } from '../open-database.ts';
import { createFileStore } from '../providers/file-store.ts';
import { seedPhotosIn } from '../seed-if-empty.ts';

// Asked for by name, so it seeds any empty database, PostgreSQL or embedded, whatever the payments mode.
const config = loadStorageConfig(process.env);
const db = await openDatabaseOrExit(dbTargetFromConfig(config));
const files = await createFileStore(config);
try {
  await migrate(db);
  if (await isDatabaseEmpty(db.db)) {
    console.log(describeDemoSeed(await seedDemoData(db.db, { photos: seedPhotosIn(files) })));
  } else {
    console.log('The database already holds data: nothing seeded.');
  }
} finally {
  await files.close();
  await db.close();
}
