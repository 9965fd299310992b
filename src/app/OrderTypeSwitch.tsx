import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { OrderType } from '../../contract/constants.ts';
import type { orderTypeMachine } from '../../machines/orderType/orderType.machine.ts';
import { RadioChoices } from '../ui/RadioChoices.tsx';
import { useOrderTypeActor } from './shopHooks.ts';

type Snapshot = SnapshotFrom<typeof orderTypeMachine>;

/** The machine decides what the outlet allows; the chosen type itself stays selectable. */
const choosable = (orderType: OrderType) => (snapshot: Snapshot) =>
  snapshot.context.orderType === orderType || snapshot.can({ type: 'orderType.change', orderType });

const canDeliver = choosable('delivery');
const canTakeAway = choosable('take_out');

/** Delivery / Take Away; a type the outlet does not offer cannot be chosen. */
export function OrderTypeSwitch() {
  const orderTypeActor = useOrderTypeActor();
  const orderType = useSelector(orderTypeActor, (snapshot) => snapshot.context.orderType);
  const deliveryAllowed = useSelector(orderTypeActor, canDeliver);
  const takeAwayAllowed = useSelector(orderTypeActor, canTakeAway);
  return (
    <RadioChoices
      label="Order type"
      value={orderType}
      options={[
        { value: 'delivery', label: 'Delivery', disabled: !deliveryAllowed },
        { value: 'take_out', label: 'Take Away', disabled: !takeAwayAllowed },
      ]}
      onValueChange={(next) => orderTypeActor.send({ type: 'orderType.change', orderType: next })}
    />
  );
}
