import { readFile } from 'node:fs/promises';
import type { Env, Hono, Schema } from 'hono';
import { generateSpecs } from 'hono-openapi';
import * as v from 'valibot';
import { BAD_REQUEST } from './replies.ts';
import { componentSchemas } from './schemas.ts';
import { TAGS } from './tags.ts';

const DESCRIPTION = `The shop's API. Every call under \`/api/v1/user\` answers in the envelope \`{ error, msg, data }\`:
\`error\` 0 with the call's \`data\`, or 1 with \`data\` null and \`msg\` saying why, for the customer.
Bodies are form-encoded (a list as repeated fields) or JSON. Calls that need a session take the token
\`login_verify\` returns as \`Authorization: Bearer ...\`.

Generated from the valibot schemas the routes validate with (\`contract/\`), so it changes with them.`;

const PackageJson = v.object({ name: v.string(), version: v.string() });

/** The OpenAPI 3.1 document of every call the app serves, read from its routes' middlewares. */
export async function openApiDocument<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>) {
  const packageFile = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  const { name, version } = v.parse(PackageJson, JSON.parse(packageFile));
  return generateSpecs(app, {
    documentation: {
      info: { title: `${name} API`, version, description: DESCRIPTION },
      servers: [{ url: '/' }],
      tags: [...TAGS],
      components: {
        schemas: componentSchemas(),
        securitySchemes: {
          session: {
            type: 'http',
            scheme: 'bearer',
            description: "A customer's session: the token `login_verify` returns (the browser keeps it as authToken).",
          },
          staffSession: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A member of staff's session: the token `/api/v1/staff/login_verify` returns. Event streams also take it as `?token=` in the query (EventSource sends no headers).",
          },
          posSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Wokflow-Signature',
            description:
              "The point of sale's signature: `sha256=` and the hex HMAC-SHA256, under POS_WEBHOOK_SECRET, of `<X-Wokflow-Timestamp>.<path>.<raw body>` (the path as called, e.g. `/api/v1/pos/orders/WF-000001/status`). X-Wokflow-Timestamp is the Unix time in seconds, within 5 minutes of the server's.",
          },
          otpChallenge: {
            type: 'http',
            scheme: 'bearer',
            description: 'A sign-in code challenge: the token `login` returns (the browser keeps it as otpToken).',
          },
        },
      },
    },
    // The document itself is /api/openapi.json: a path that ends like a file is still a call here.
    excludeStaticFile: false,
    defaultValidationErrorResponse: BAD_REQUEST,
  });
}
