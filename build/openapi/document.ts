import type { Operation } from '../../src/api/operation.ts';
import { pathParameterNames } from '../../src/api/operation.ts';
import type { JsonSchema } from '../../src/api/schemas/contract.ts';
import { noContent } from '../../src/api/schemas/contract.ts';
import { propertyOf, toJsonSchema } from './json-schema.ts';

/**
 * The OpenAPI 3.1 document of the back-office contract, built from the operations the client makes
 * calls with (src/api/operations.ts). docs/api.md stays the prose: each service's first paragraph is its
 * tag's description, and every operation points to its section.
 */
export interface DocumentSource {
  readonly operations: readonly Operation<string, unknown, unknown, never>[];
  readonly version: string;
  /** The text of docs/api.md. */
  readonly prose: string;
}

type Responses = Record<string, JsonSchema>;

const errorBodies: Record<string, JsonSchema> = {
  Message: {
    type: 'object',
    description: 'The back office’s message, shown to the member where the call’s catalogue says so.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  MessageList: {
    description:
      'A refusal: a list of messages (the first is shown to the member), or an object whose `errors` is ' +
      'that list. A message is a string, or an object with a `message` and the `field` it is about.',
    anyOf: [
      { $ref: '#/components/schemas/Messages' },
      {
        type: 'object',
        properties: { errors: { $ref: '#/components/schemas/Messages' } },
        required: ['errors'],
      },
    ],
  },
  Messages: {
    type: 'array',
    items: {
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          properties: {
            message: { type: 'string' },
            code: { type: ['string', 'integer', 'null'] },
            field: { type: ['string', 'null'] },
          },
          required: ['message'],
        },
      ],
    },
  },
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const messageAnswer = (description: string): JsonSchema => ({
  description,
  content: json({ $ref: '#/components/schemas/Message' }),
});

const commonResponses: Record<string, JsonSchema> = {
  BadRequest: {
    description: 'Refused as sent; the first message is for the member.',
    content: json({ $ref: '#/components/schemas/MessageList' }),
  },
  Unauthorized: messageAnswer('The bearer token is missing, unknown, expired or another member’s.'),
  NotFound: messageAnswer('Unknown path, or an account, location or record that is not the caller’s.'),
  Conflict: messageAnswer('A request with this Idempotency-Key is still being carried out.'),
  KeyReused: messageAnswer(
    'This Idempotency-Key was already used for a different request. Nothing was done.',
  ),
  TooManyAttempts: {
    ...messageAnswer('Too many failed attempts: the account or the client is locked for a while.'),
    headers: {
      'Retry-After': { description: 'Seconds until the lock ends.', schema: { type: 'integer' } },
    },
  },
  ServerError: messageAnswer('Anything else. The elements show their catalogue’s generic message.'),
};

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  description:
    'A new key for each intent, as a structured-field string (quoted). A repeat with the same key and ' +
    'request gets the first answer, with `Idempotent-Replayed: true`.',
  schema: { type: 'string', minLength: 1, maxLength: 257 },
};

const reference = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The calls whose failures are counted and locked (docs/api.md, "Attempt limits"). */
const attemptLimited = new Set(['login', 'verifyAccount']);

export function buildOpenApiDocument({ operations, version, prose }: DocumentSource): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const seenIds = new Set<string>();
  for (const operation of operations) {
    if (seenIds.has(operation.id)) throw new Error(`operation id ${operation.id} is used twice`);
    seenIds.add(operation.id);
    const path = `/${operation.path}`;
    const method = operation.method.toLowerCase();
    const byMethod = (paths[path] ??= {});
    if (byMethod[method]) throw new Error(`${operation.method} ${path} is described twice`);
    byMethod[method] = describeOperation(operation);
  }
  const services = [...new Set(operations.map((operation) => operation.service))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cooperative member portal: back-office API',
      version,
      summary: 'What the member portal’s elements call, and what they expect in return.',
      description:
        'The contract between the elements and a cooperative’s back office. Every call is relative to the ' +
        'API base the page configures (`<coop-config api-base>`). The prose with examples, the idempotency ' +
        'and attempt-limit rules and the payment hand-off is docs/api.md in the npm package.',
      license: { name: 'Proprietary', url: 'https://www.npmjs.com/package/@coop-member-portal/elements' },
    },
    servers: [
      {
        url: '{apiBase}',
        description: 'The API base a page configures.',
        variables: { apiBase: { default: 'http://localhost:4173/api' } },
      },
    ],
    tags: services.map((service) => ({ name: service, description: serviceIntroduction(prose, service) })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        applicationId: {
          type: 'apiKey',
          in: 'header',
          name: 'ApplicationId',
          description: 'The web application’s id: it names the site. Sent with every call.',
        },
        memberToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A signed-in member’s access token, from sign-in or multi-factor verification.',
        },
        quickPayToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token Quick Pay’s verify gives, bound to one member and one account.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          description: 'The language the element shows; web content is answered in it where the site has it.',
          schema: { type: 'string', enum: ['en', 'es'] },
        },
        IdempotencyKey: { ...idempotencyKey, required: true },
        IdempotencyKeyAccepted: {
          ...idempotencyKey,
          description: `${idempotencyKey.description} Optional on this call.`,
        },
      },
      responses: commonResponses,
      schemas: errorBodies,
    },
  };
}

function describeOperation(operation: Operation<string, unknown, unknown, never>): JsonSchema {
  const where = operation.id;
  const parameters: JsonSchema[] = [reference('parameters', 'AcceptLanguage')];
  // The back office honours a key on every change (docs/api.md, "Idempotency keys"); some always get one.
  const takesKey = operation.method !== 'GET';
  if (takesKey) {
    parameters.push(
      reference(
        'parameters',
        operation.idempotencyKey === 'required' ? 'IdempotencyKey' : 'IdempotencyKeyAccepted',
      ),
    );
  }
  for (const name of pathParameterNames(operation.path)) {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (operation.query) {
    const fields = (operation.query.schema ?? {}) as Record<string, Parameters<typeof propertyOf>[0]>;
    for (const [name, field] of Object.entries(fields)) {
      const property = propertyOf(field, `${where} query ${name}`);
      parameters.push({ name, in: 'query', required: property.required, schema: property.schema });
    }
  }
  const success: Responses =
    operation.answer === noContent
      ? { '204': { description: 'Done; no body.' } }
      : {
          [String(operation.answerStatus ?? 200)]: {
            description: operation.answerStatus === 201 ? 'Created.' : 'The answer.',
            content: json(toJsonSchema(operation.answer, `${where} answer`)),
          },
        };
  const responses: Responses = {
    ...success,
    '400': reference('responses', 'BadRequest'),
    ...(operation.caller === 'visitor' ? {} : { '401': reference('responses', 'Unauthorized') }),
    // A signed-in call may name an account or a record in its path or its body that is not the member's.
    ...(operation.caller !== 'visitor' || pathParameterNames(operation.path).length > 0
      ? { '404': reference('responses', 'NotFound') }
      : {}),
    ...(takesKey
      ? { '409': reference('responses', 'Conflict'), '422': reference('responses', 'KeyReused') }
      : {}),
    ...(attemptLimited.has(operation.id) ? { '429': reference('responses', 'TooManyAttempts') } : {}),
    '500': reference('responses', 'ServerError'),
  };
  return {
    operationId: operation.id,
    summary: operation.summary,
    description: `docs/api.md, “${operation.service}”.${
      operation.idempotencyKey === 'required'
        ? ' Always sent with an `Idempotency-Key`: it moves money or changes a payment setup.'
        : ''
    }`,
    tags: [operation.service],
    security: securityOf(operation),
    parameters,
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: json(toJsonSchema(operation.body, `${where} body`)),
          },
        }
      : {}),
    responses,
  };
}

function securityOf(operation: Operation<string, unknown, unknown, never>): JsonSchema[] {
  switch (operation.caller) {
    case 'visitor':
      return [{ applicationId: [] }];
    case 'member':
      return [{ applicationId: [], memberToken: [] }];
    case 'quick-pay':
      return [{ applicationId: [], quickPayToken: [] }];
    case 'member-or-quick-pay':
      return [
        { applicationId: [], memberToken: [] },
        { applicationId: [], quickPayToken: [] },
      ];
  }
}

/** The first paragraph under a service's heading in docs/api.md, on one line. */
export function serviceIntroduction(prose: string, service: string): string {
  const lines = prose.split('\n');
  const heading = lines.findIndex((line) => line.trim() === `## ${service}`);
  if (heading < 0) throw new Error(`docs/api.md has no section “## ${service}”`);
  const paragraph: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  return paragraph.join(' ');
}
