import * as v from 'valibot';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { refusal } from '../replies.ts';
import { replySchema } from '../schemas.ts';

const OpenApiDocument = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.looseObject({})),
});

const HTML = { 'text/html': { schema: { type: 'string' } } } as const;

export const referenceOperations = operationsOf('Reference', {
  document: {
    summary: 'This document: every call of the API, in OpenAPI 3.1',
    responses: {
      200: { description: 'The document', content: { 'application/json': { schema: replySchema(OpenApiDocument) } } },
    },
  },
  page: {
    summary: 'The interactive reference of this document',
    responses: { 200: { description: 'The page (Swagger UI)', content: HTML } },
  },
  file: {
    summary: 'A stylesheet or script of the reference page',
    description: 'Named with a hash of its content, so browsers keep it for a year.',
    responses: {
      200: { description: 'The file (text/css or text/javascript)' },
      404: refusal('Not found', [MESSAGES.notFound]),
    },
  },
});
