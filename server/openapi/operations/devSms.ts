import { OutboxSchema } from '../../../contract/auth.ts';
import { operationsOf } from '../operation.ts';

export const devSmsOperations = operationsOf('Development', {
  outbox: {
    summary: "A mobile number's texts, newest first",
    description: 'Exists only while no SMS gateway is configured: texts go to this outbox instead.',
    data: OutboxSchema,
  },
});
