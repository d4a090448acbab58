import { availabilityClosedDays } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itKeepsDaysTenAndElevenClosed } from './availability-fixtures.ts';

let t: TestApp;
let propertyId: number;
const name = 'Studio Chiuso a Natale';

beforeAll(async () => {
  t = await createTestApp();
  propertyId = (await createBookableProperty(t.db, { name })).id;
  await t.db.insert(availabilityClosedDays).values([
    { propertyId, day: daysFromToday(10) },
    { propertyId, day: daysFromToday(11) },
  ]);
});
afterAll(() => t.close());

describe('closed days, through the one availability rule', () => {
  itKeepsDaysTenAndElevenClosed(() => ({ app: t.app, propertyId, name }));
});
