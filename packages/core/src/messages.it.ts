/**
 * Every user-facing text of the specification, by name, so screens, server and tests use the same words:
 * one catalogue per feature, under the feature's name, beside the texts no feature owns.
 *
 * A namespace of re-exports, not an object: reading `messages.reviews` brings the reviews' catalogue
 * to a page, not all of them.
 */
export * as messages from './message-catalogues.it.ts';
