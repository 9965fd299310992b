import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { walletTopUpMachine } from '../../machines/walletTopUp/walletTopUp.machine.ts';
import { amountProblem } from '../../machines/walletTopUp/walletTopUp.rules.ts';
import type {
  WalletTopUpActionParams,
  WalletTopUpActorIO,
  WalletTopUpContext,
} from '../../machines/walletTopUp/walletTopUp.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { topUpForm } from '../samples/payment.ts';

export const walletTopUpModel: MachineModel = {
  machine: walletTopUpMachine,
  starts: [{ name: 'the wallet page', input: undefined }],
  actors: Object.keys({ createTopUp: true } satisfies Record<keyof WalletTopUpActorIO, true>),
  actions: Object.keys({ postToGateway: true, logFailure: true } satisfies Record<keyof WalletTopUpActionParams, true>),
  // What the guards read: the rule the amount breaks, if any.
  key: (snapshot: AnyMachineSnapshot) => amountProblem((snapshot.context as WalletTopUpContext).amount),
  events: () => [
    { type: 'amount.change', amount: '' },
    { type: 'amount.change', amount: '12.345' },
    { type: 'amount.change', amount: '0' },
    { type: 'amount.change', amount: '10000.01' },
    { type: 'amount.change', amount: '499.50' },
    { type: 'topUp.submit' },
    { type: 'topUp.cancel' },
    done('createTopUp', topUpForm),
    failed('createTopUp', refusal(401, MESSAGES.sessionExpired)),
    failed('createTopUp', offline),
  ],
};
