import * as z from 'zod/mini';
import { CONTRACT_CALLS, type ContractCall } from './calls';
import { errorBodySchema, metaSchema, paginationSchema } from '../contract/envelope';
import { VARIANTS } from '../contract/variants';

/**
 * docs/openapi.json, written from the schemas (`npm run contract`; a unit test fails when the
 * file is out of date). Canonical forms only: the accepted variants are listed in
 * docs/contract.md. Never imported by the app, so zod's JSON Schema code stays out of it.
 */
type Json = Record<string, unknown>;

/** Answers may carry more keys than the console reads: drop zod's `additionalProperties: false`. */
const open = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(open);
  if (typeof value !== 'object' || value === null) return value;
  const result: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || (key === 'additionalProperties' && inner === false)) continue;
    result[key] = open(inner);
  }
  return result;
};

export const jsonSchemaOf = (schema: z.ZodMiniType): Json =>
  open(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Json;

const isOptional = (schema: z.ZodMiniType) => schema._zod.optout === 'optional';

const parametersOf = (call: ContractCall): Json[] => [
  ...Object.entries(call.params ?? {}).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchemaOf(schema),
  })),
  ...Object.entries(call.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: !isOptional(schema as z.ZodMiniType),
    schema: jsonSchemaOf(schema as z.ZodMiniType),
  })),
];

const requestBodyOf = (call: ContractCall): Json | undefined =>
  call.body && {
    required: true,
    content: {
      [call.multipart ? 'multipart/form-data' : 'application/json']: {
        schema: jsonSchemaOf(call.body),
      },
    },
  };

/** The envelope's keys are named by CONTRACT §5, like every field. */
const ENVELOPE = { 'x-named-in': 'CONTRACT §5' } as const;

/** A list whose route names where its total is (`totalAt`): the count there, and nothing else. */
const totalMeta = (path: string): Json => {
  const [, ...keys] = path.split('.');
  return keys.reduceRight<Json>(
    (inner, key) => ({ type: 'object', properties: { [key]: inner }, required: [key] }),
    { type: 'integer', minimum: 0, description: "The list's total (its route's totalAt)" },
  );
};

export const successOf = (call: ContractCall): Json => {
  if (call.file) return { description: 'The file', content: { [call.file]: {} } };
  const meta = call.list?.total
    ? totalMeta(call.list.total)
    : call.list
      ? {
          type: 'object',
          properties: { pagination: { $ref: '#/components/schemas/Pagination', ...ENVELOPE } },
          required: ['pagination'],
        }
      : jsonSchemaOf(metaSchema);
  return {
    description: call.list ? 'One page of rows' : 'The answer',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            data: { ...jsonSchemaOf(call.answer), ...ENVELOPE },
            meta: { ...meta, ...ENVELOPE },
          },
          required: call.list ? ['data', 'meta'] : ['data'],
        },
      },
    },
  };
};

const operationOf = (call: ContractCall): Json => {
  const parameters = parametersOf(call);
  const body = requestBodyOf(call);
  return {
    summary: call.summary,
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': successOf(call),
      default: {
        description: 'An error (status 400 or more), CONTRACT §5',
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        },
      },
    },
  };
};

export const buildOpenApi = (): Json => {
  const paths: Record<string, Json> = {};
  for (const call of CONTRACT_CALLS) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operationOf(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Challenge marketplace: the console’s API',
      version: '1',
      description: `Every call of the staff console and the solver flow, relative to the API base (default /api/v1). Canonical answer shapes; the ${Object.keys(VARIANTS).length} accepted variants, the envelope, errors and the multipart encoding are described in docs/contract.md. Generated from src/contract by \`npm run contract\`.`,
    },
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      schemas: {
        ErrorBody: jsonSchemaOf(errorBodySchema),
        Pagination: jsonSchemaOf(paginationSchema),
      },
    },
  };
};
