import { messages } from '@scrivania/core/messages.it';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Access, accessLevels } from './plugins/access.ts';
import {
  createBooking,
  createCategory,
  createHelpCenterArticle,
  createHostUser,
  createProperty,
  createService,
  createSessionToken,
  createSiteContent,
  createUser,
  daysFromToday,
} from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every route of the OpenAPI document, called signed out and signed in as each role with hostile values
 * in its path, query and body, must answer below 500. The routes come from the document, so routes
 * added later are called too. The cases follow from the seed; the time limit only decides how many
 * rounds run (the first always completes).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 19);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 40_000);
const MAX_ROUNDS = 50;

interface JsonSchema {
  type?: string | string[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  items?: JsonSchema | undefined;
  enum?: unknown[] | undefined;
  const?: unknown;
  pattern?: string | undefined;
  minLength?: number | undefined;
  minimum?: number | undefined;
  anyOf?: JsonSchema[] | undefined;
  oneOf?: JsonSchema[] | undefined;
  allOf?: JsonSchema[] | undefined;
}

const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    items: JsonSchemaSchema.optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    minimum: z.number().optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
    oneOf: z.array(JsonSchemaSchema).optional(),
    allOf: z.array(JsonSchemaSchema).optional(),
  }),
);

const OperationSchema = z.looseObject({
  /** Who may call the route (decision 022); it answers 401/403 to anyone else before reading input. */
  'x-access': z.enum(accessLevels).optional(),
  parameters: z
    .array(z.looseObject({ in: z.string(), name: z.string(), schema: JsonSchemaSchema.optional() }))
    .default([]),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: JsonSchemaSchema })) })
    .optional(),
});

const DocumentSchema = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({ schemas: z.record(z.string(), JsonSchemaSchema).optional() }).optional(),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface Operation {
  method: Method;
  path: string;
  pathParams: Field[];
  queryParams: Field[];
  /** The JSON body's schema, when the route declares one. */
  body: JsonSchema | undefined;
  access: Access | undefined;
}

interface Field {
  name: string;
  schema: JsonSchema;
}

function operationsOf(document: z.infer<typeof DocumentSchema>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (item[method] === undefined) continue;
      const operation = OperationSchema.parse(item[method]);
      const fields = (place: string) =>
        operation.parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      operations.push({
        method,
        path,
        pathParams: fields('path'),
        queryParams: fields('query'),
        body: operation.requestBody?.content['application/json']?.schema,
        access: operation['x-access'],
      });
    }
  }
  return operations;
}

/** Every property name of every schema in the document: the fields undocumented bodies (multipart) may read. */
function fieldNamesOf(document: unknown): string[] {
  const names = new Set<string>();
  const pending: unknown[] = [document];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'properties' && inner !== null && typeof inner === 'object') {
          for (const name of Object.keys(inner)) names.add(name);
        }
        pending.push(inner);
      }
    }
  }
  return [...names].sort();
}

/** A value that cannot be percent-encoded as text (broken escapes), sent in a URL as it is. */
class RawUrlText {
  constructor(readonly text: string) {}
}

const LONG_TEXT = 'x'.repeat(100_000);
/** Text PostgreSQL cannot store: the values that caused 500s, so they come up most. */
const unstorableText = fc.constantFrom(
  '\0',
  'Milano\0',
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\0\uDC00x',
  `${LONG_TEXT}\0`,
);
const hostileText = fc.constantFrom(
  LONG_TEXT,
  '🏢'.repeat(5000),
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(0); --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '',
  ' ',
  '%00',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '-0001-01-01',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x1F',
  '99999999999999999999',
  '٣',
  'null',
  'unknown_value',
  'admin',
  'live',
  '__proto__',
);
const hostileNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  1e-300,
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: unstorableText },
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(unstorableText, hostileText, hostileNumber), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      {},
      [],
      JSON.parse('{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}'),
      { $gt: '' },
      { '\0': 'chiave' },
      Array.from({ length: 1000 }, (_, index) => index),
    ),
  },
);
const hostileUrlValue = fc.oneof(
  { weight: 5, arbitrary: hostileValue },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%', '%ZZ', '%E0%A4%A', '%C0%80', '%ED%A0%80')
      .map((text) => new RawUrlText(text)),
  },
);

/** What the cases are made of: real ids of the test data, field names of the document, and how hostile. */
interface Ingredients {
  ids: number[];
  fieldNames: string[];
  /** False for cases where every field is plausible (the sweep then makes one field hostile). */
  hostile: boolean;
}

/** A value the schema accepts, or close to it, so that hostile values elsewhere reach the handler. */
function plausible(schema: JsonSchema, name: string, use: Ingredients): fc.Arbitrary<unknown> {
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return plausible(alternative, name, use);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number' || /(^|_)id$|Id$|^n$/.test(name)) {
    const smallest = schema.minimum ?? 0;
    return fc.constantFrom(...use.ids, smallest, smallest + 1, 2);
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array')
    return fc.array(plausible(schema.items ?? {}, name, use), { minLength: 1, maxLength: 2 });
  if (type === 'object' || schema.properties) {
    const fields = Object.entries(schema.properties ?? {}).map(([inner, innerSchema]) => [
      inner,
      fieldValue(innerSchema, inner, use),
    ]);
    return fc.record(Object.fromEntries(fields), { requiredKeys: [] });
  }
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') || /date|dob/.test(name)) {
    return fc.integer({ min: 20, max: 40 }).map(daysFromToday);
  }
  if (/mail/.test(name)) return fc.constantFrom('ospite@example.test', 'visitatore@example.test');
  if (/phone|mobile/.test(name)) return fc.constant('3331234567');
  if (/password/.test(name)) return fc.constant('Segreta123!');
  if (/token|code/.test(name)) return fc.constantFrom('abc', 'x'.repeat(43));
  return fc.constantFrom('Milano', 'Ufficio luminoso in centro', 'a'.repeat(schema.minLength ?? 1));
}

/** Mostly plausible, sometimes hostile: a field of a body (one hostile field is enough to fail validation). */
function fieldValue(schema: JsonSchema, name: string, use: Ingredients): fc.Arbitrary<unknown> {
  if (!use.hostile) return plausible(schema, name, use);
  return fc.oneof(
    { weight: 5, arbitrary: plausible(schema, name, use) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Paths and queries have few fields, so each is hostile more often. */
function urlFieldValue(schema: JsonSchema, name: string, use: Ingredients): fc.Arbitrary<unknown> {
  if (!use.hostile) return plausible(schema, name, use);
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema, name, use) },
    { weight: 1, arbitrary: hostileUrlValue },
  );
}

/** Percent-encodes text; an unpaired surrogate, which UTF-8 cannot write, goes as its CESU-8 bytes. */
function encodeUrlText(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  const text = typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);
  return [...text]
    .map((character) => {
      try {
        return encodeURIComponent(character);
      } catch {
        const unit = character.charCodeAt(0);
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${name}=${encodeUrlText(item)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: [string, unknown][]; withFile: boolean };

function bodyOf(operation: Operation, use: Ingredients): fc.Arbitrary<Body> {
  const documented = operation.body;
  if (operation.method === 'get') return fc.constant({ kind: 'none' });
  if (!use.hostile) {
    return documented
      ? plausible(documented, '', use).map((value): Body => ({ kind: 'json', value }))
      : fc.constant({ kind: 'none' });
  }
  // Bodies the document does not describe (multipart forms) get fields named anywhere in the document.
  const undocumentedFields = fc.array(
    fc.tuple(
      fc.constantFrom(...use.fieldNames),
      fc.oneof(hostileValue, fc.constantFrom('Milano', '3', daysFromToday(30))),
    ),
    { maxLength: 12 },
  );
  const json = documented
    ? fc.oneof(
        { weight: 6, arbitrary: plausible(documented, '', use) },
        { weight: 1, arbitrary: hostileValue },
      )
    : undocumentedFields.map((fields) => Object.fromEntries(fields));
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value): Body => ({ kind: 'json', value })) },
    {
      weight: documented ? 1 : 4,
      arbitrary: fc
        .tuple(undocumentedFields, fc.boolean())
        .map(([fields, withFile]): Body => ({ kind: 'multipart', fields, withFile })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

const BOUNDARY = '----scrivania-fuzz';

function multipartPayload(fields: [string, unknown][], fileField: string | undefined): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${
        typeof value === 'string' ? value : JSON.stringify(value)
      }\r\n`,
  );
  if (fileField) {
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x\0.png"\r\n` +
        'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nnot really an image\r\n',
    );
  }
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'utf8');
}

interface Case {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
}

/** Every field, hostile or not, in the places the route declares it. */
function wildCaseOf(operation: Operation, use: Ingredients): fc.Arbitrary<Case> {
  const record = (fields: Field[]) =>
    fc.record(
      Object.fromEntries(fields.map((field) => [field.name, urlFieldValue(field.schema, field.name, use)])),
    );
  const query = use.hostile
    ? fc.oneof(
        { weight: 4, arbitrary: record(operation.queryParams) },
        // Parameters the route does not declare, hostile too.
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.constantFrom(...use.fieldNames), hostileUrlValue, { maxKeys: 3 }),
        },
      )
    : record(operation.queryParams);
  return fc.record({ path: record(operation.pathParams), query, body: bodyOf(operation, use) });
}

interface Target {
  place: 'path' | 'query' | 'body';
  field: Field;
}

/** The route's declared fields: its path and query parameters and its JSON body's top-level fields. */
function targetsOf(operation: Operation): Target[] {
  return [
    ...operation.pathParams.map((field): Target => ({ place: 'path', field })),
    ...operation.queryParams.map((field): Target => ({ place: 'query', field })),
    ...Object.entries(operation.body?.properties ?? {}).map(
      ([name, schema]): Target => ({ place: 'body', field: { name, schema } }),
    ),
  ];
}

/** The case with one field replaced (a body that is not an object becomes one). */
function withField(fuzzCase: Case, { place, field }: Target, value: unknown): Case {
  if (place !== 'body') return { ...fuzzCase, [place]: { ...fuzzCase[place], [field.name]: value } };
  const { body } = fuzzCase;
  const fields =
    body.kind === 'json' && body.value !== null && typeof body.value === 'object' ? body.value : {};
  return { ...fuzzCase, body: { kind: 'json', value: { ...fields, [field.name]: value } } };
}

/** Hostile values for a field, among them its plausible value with an unstorable character inside. */
function hostileFor({ place, field }: Target, use: Ingredients): fc.Arbitrary<unknown> {
  const tainted = fc
    .tuple(plausible(field.schema, field.name, use), fc.constantFrom('\0', '\uD800', '\uDC00'))
    .map(([value, bad]) =>
      typeof value === 'string' ? `${value.slice(0, 1)}${bad}${value.slice(1)}` : value,
    );
  const hostile = place === 'body' ? hostileValue : hostileUrlValue;
  return fc.oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: tainted });
}

/**
 * A hostile case: mostly one hostile field in an otherwise plausible request (so it passes the other
 * checks and reaches the handler and the database), sometimes hostile values anywhere.
 */
function caseOf(operation: Operation, use: Ingredients): fc.Arbitrary<Case> {
  const plausibleCase = wildCaseOf(operation, { ...use, hostile: false });
  const targets = targetsOf(operation);
  if (!use.hostile) return plausibleCase;
  const wild = wildCaseOf(operation, use);
  if (targets.length === 0) return wild;
  const targeted = fc
    .tuple(plausibleCase, fc.constantFrom(...targets))
    .chain(([base, target]) => hostileFor(target, use).map((value) => withField(base, target, value)));
  return fc.oneof({ weight: 3, arbitrary: targeted }, { weight: 2, arbitrary: wild });
}

/**
 * One case per declared field of the route, every field plausible but that one, which holds text
 * PostgreSQL cannot store: each is refused with a 400 naming it.
 */
function sweepOf(operation: Operation, plausibleCase: Case): { field: string; fuzzCase: Case }[] {
  return targetsOf(operation).map((target) => ({
    field: target.field.name,
    fuzzCase: withField(plausibleCase, target, 'Milano\0'),
  }));
}

const IDENTITIES = ['signed out', 'visitor', 'host', 'admin', 'forged token'] as const;
type Identity = (typeof IDENTITIES)[number];

/** The identities a route lets through to its validation: its access is decided first (decision 022). */
function identitiesReaching(access: Access | undefined): readonly Identity[] {
  if (access === 'host' || access === 'admin') return [access];
  if (access === 'user') return ['visitor', 'host', 'admin'];
  return IDENTITIES;
}

/** A number for each route, so adding a route does not change the cases of the others. */
function seedOf(operation: Operation, round: number): number {
  let hash = SEED + round * 7919;
  for (const character of `${operation.method} ${operation.path}`) {
    hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  }
  return hash;
}

interface Answer {
  route: string;
  identity: Identity;
  status: number;
  url: string;
  body: string;
  /** The error the server logged for a 5xx. */
  error: string;
  errors: unknown;
}

describe('hostile input on every route of the OpenAPI document', () => {
  let t: TestApp;
  const users: Partial<Record<Identity, number>> = {};
  let ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
    await createSiteContent(t.db);
    const host = await createHostUser(t.db);
    const visitor = await createUser(t.db);
    const admin = await createUser(t.db, { role: 'admin' });
    users.visitor = visitor.id;
    users.host = host.id;
    users.admin = admin.id;
    const category = await createCategory(t.db);
    const service = await createService(t.db);
    const property = await createProperty(t.db, {
      hostId: host.id,
      categoryId: category.id,
      serviceIds: [service.id],
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(120) }],
    });
    const booking = await createBooking(t.db, { propertyId: property.id, userId: visitor.id });
    const article = await createHelpCenterArticle(t.db);
    ids = [
      ...new Set([
        host.id,
        visitor.id,
        admin.id,
        category.id,
        service.id,
        property.id,
        booking.id,
        article.id,
      ]),
    ];
  });
  afterAll(() => t.close());

  async function headersOf(identity: Identity): Promise<Record<string, string>> {
    if (identity === 'signed out') return {};
    if (identity === 'forged token') return { authorization: "Bearer ' OR '1'='1" };
    const userId = users[identity];
    if (userId === undefined) throw new Error(`no user for ${identity}`);
    // A fresh session each time: a call to logout or a password change must not sign out the next case.
    return { authorization: `Bearer ${await createSessionToken(t.db, userId, t.app.config.sessionSecret)}` };
  }

  let sent = 0;
  async function send(
    operation: Operation,
    identity: Identity,
    fuzzCase: Case,
    fileField?: string,
  ): Promise<Answer> {
    sent += 1;
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = fuzzCase.path[name];
      return encodeUrlText(Array.isArray(value) ? value.join(',') : value);
    });
    const url = `${path}${queryString(fuzzCase.query)}`;
    const headers = await headersOf(identity);
    const { body } = fuzzCase;
    const content =
      body.kind === 'json'
        ? { payload: JSON.stringify(body.value), headers: { ...headers, 'content-type': 'application/json' } }
        : body.kind === 'multipart'
          ? {
              payload: multipartPayload(body.fields, body.withFile ? fileField : undefined),
              headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            }
          : { payload: undefined, headers };
    const response = await t.app.inject({
      method: operation.method,
      url,
      ...content,
      // Each case from its own address, so per-address limits do not stop the cases after them.
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    });
    const logged =
      response.statusCode >= 500 ? t.logs().findLast((line) => line.includes('"level":50')) : undefined;
    return {
      route: `${operation.method.toUpperCase()} ${operation.path}`,
      identity,
      status: response.statusCode,
      url: url.slice(0, 300),
      body: String(content.payload ?? '').slice(0, 300),
      error: logged ? (/"message":"([^"]*)"/.exec(logged)?.[1] ?? logged.slice(0, 300)) : '',
      errors: response.statusCode === 400 ? response.json().errors : undefined,
    };
  }

  async function documentedOperations() {
    const document = DocumentSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/backend/api/openapi.json' })).json(),
    );
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    return { operations, fieldNames: fieldNamesOf(document) };
  }

  // One request per declared field of every route, one at a time: its time grows with the API.
  it('refuses text PostgreSQL cannot store in every declared field with a 400 naming it', async () => {
    const { operations, fieldNames } = await documentedOperations();
    const use: Ingredients = { ids, fieldNames, hostile: false };
    const wrong: Answer[] = [];
    let checked = 0;
    for (const operation of operations) {
      const [plausibleCase] = fc.sample(caseOf(operation, use), { seed: seedOf(operation, 0), numRuns: 1 });
      if (!plausibleCase) continue;
      for (const [index, { field, fuzzCase }] of sweepOf(operation, plausibleCase).entries()) {
        checked += 1;
        const identities = identitiesReaching(operation.access);
        const answer = await send(operation, identities[index % identities.length] ?? 'visitor', fuzzCase);
        const named = answer.errors !== null && typeof answer.errors === 'object' && field in answer.errors;
        if (answer.status !== 400 || !named) wrong.push(answer);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  }, 120_000);

  it(
    'answers below 500 to every hostile case, signed out and signed in as each role',
    async () => {
      const { operations, fieldNames } = await documentedOperations();
      const use: Ingredients = { ids, fieldNames, hostile: true };
      const fileField = fieldNames.find((name) => /img|image|photo/.test(name));
      const failures: (Answer & { round: number })[] = [];
      const deadline = Date.now() + TIME_LIMIT_MS;
      let requests = 0;
      let round = 0;
      for (; round < MAX_ROUNDS && (round === 0 || Date.now() < deadline); round += 1) {
        for (const operation of operations) {
          const cases = fc.sample(caseOf(operation, use), {
            seed: seedOf(operation, round),
            numRuns: IDENTITIES.length,
          });
          for (const [index, identity] of IDENTITIES.entries()) {
            const fuzzCase = cases[index];
            if (!fuzzCase) continue;
            requests += 1;
            const answer = await send(operation, identity, fuzzCase, fileField);
            if (answer.status >= 500) failures.push({ ...answer, round });
          }
        }
      }
      console.info(`hostile input: ${requests} requests in ${round} rounds over ${operations.length} routes`);
      expect(failures).toEqual([]);
    },
    TIME_LIMIT_MS + 120_000,
  );
});

describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const json = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: `/backend/api/${url}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('is a 400 naming the field, in the query, in JSON and in multipart forms', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/backend/api/property/search-from-home?search_input=Milano%00',
    });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      success: false,
      message: messages.api.unsafeText,
      errors: { search_input: messages.api.unsafeText },
    });

    for (const email of ['a\\u0000@example.test', 'a\\ud800@example.test']) {
      const login = await json('login', `{"email":"${email}","password":"Segreta123!"}`);
      expect(login.statusCode).toBe(400);
      expect(login.json().errors).toEqual({ email: messages.api.unsafeText });
    }
    const lonePasswordHalf = await json('login', '{"email":"a@example.test","password":"x\\udc00"}');
    expect(lonePasswordHalf.json().errors).toEqual({ password: messages.api.unsafeText });

    const contact = await json(
      'contact-us',
      JSON.stringify({
        name: 'Anna\0',
        surname: 'Rossi',
        email: 'anna@example.test',
        phone: '3331234567',
        topic: 'altro',
        regolamento_generale_sulla_protezione_dei_dati: true,
      }),
    );
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toEqual({ name: messages.api.unsafeText });

    const testimonial = await t.app.inject({
      method: 'POST',
      url: '/backend/api/testimonial/store',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartPayload(
        [
          ['name', 'Anna'],
          ['short_desc', 'Ottimo\0'],
        ],
        undefined,
      ),
    });
    expect(testimonial.statusCode).toBe(400);
    expect(testimonial.json().errors).toEqual({ short_desc: messages.api.unsafeText });
  });

  it('refuses a day the calendar does not have before it reaches the database', async () => {
    const property = await createProperty(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/backend/api/check-availability?property_id=${property.id}&start_date=2026-02-30&end_date=2026-03-02&no_of_guest=1`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['start_date']);
  });
});
