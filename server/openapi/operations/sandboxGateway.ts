import * as v from 'valibot';
import { operationsOf } from '../operation.ts';
import { parameter, requestSchema } from '../schemas.ts';

// The sandbox reads its forms as CCAvenue's pages would, without a validator: described here.
const PaymentForm = v.object({ encRequest: v.string(), access_code: v.string() });
const ChoiceForm = v.object({ encResp: v.string(), orderNo: v.optional(v.string()) });

const form = (schema: v.GenericSchema) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: requestSchema(schema) } },
});

const TEXT = { 'text/plain': { schema: { type: 'string' } } } as const;

export const sandboxGatewayOperations = operationsOf('Sandbox gateway', {
  page: {
    summary: 'The payment page the browser posts the encrypted request to',
    parameters: [
      parameter({
        in: 'query',
        name: 'command',
        schema: v.literal('initiateTransaction'),
        description: "CCAvenue's command",
        required: true,
      }),
    ],
    requestBody: form(PaymentForm),
    responses: {
      200: {
        description: 'The page: the order, the amount, and a button for each answer',
        content: { 'text/html': { schema: { type: 'string' } } },
      },
      400: { description: 'A request the sandbox cannot read, said in plain text', content: TEXT },
    },
  },
  choose: {
    summary: "A button's answer: on to the shop with the encrypted reply",
    requestBody: form(ChoiceForm),
    responses: {
      307: {
        description: "To the shop's return (redirect or cancel URL); a 307 keeps the posted `encResp` and `orderNo`",
        headers: { Location: { description: "The shop's return", schema: { type: 'string' } } },
      },
      400: { description: 'A reply the sandbox did not make, said in plain text', content: TEXT },
      409: { description: 'The payment already has its answer', content: TEXT },
    },
  },
});
