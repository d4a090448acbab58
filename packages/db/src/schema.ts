export * from './schema/bookings.ts';
export * from './schema/catalog.ts';
export * from './schema/chat.ts';
export * from './schema/content.ts';
export * from './schema/payments.ts';
export * from './schema/properties.ts';
export * from './schema/reviews.ts';
export * from './schema/users.ts';
