import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../../../contract/address.ts';
import type { AddressFields } from '../../../contract/addressRules.ts';
import type { Cart } from '../../../contract/cart.ts';
import type { Outlet } from '../../../contract/outlet.ts';
import { unavailableDish } from '../../../machines/cart/cart.selectors.ts';
import { checkoutMachine, INSTRUCTIONS_MAX } from '../../../machines/checkout/checkout.machine.ts';
import { deliveryMinimumNote } from '../../../machines/checkout/checkout.selectors.ts';
import { offersDelivery, offersPickup } from '../../../machines/shared/outletOffers.ts';
import { AddressFlow } from '../../app/address/AddressFlow.tsx';
import { checkoutEffects, keptDraft } from '../../app/checkoutEffects.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { useOnline } from '../../app/online.ts';
import { useOrderType, useOrderTypeActor, useOutlet, useShopSend } from '../../app/shopHooks.ts';
import { WithProfile } from '../../app/WithProfile.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/Form.tsx';
import { PriceDetails } from '../../ui/PriceDetails.tsx';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import { SummaryBox } from '../../ui/TitledSection.tsx';
import { AddressChoice } from './AddressChoice.tsx';
import { AddressConfirm, OrderConfirm } from './CheckoutConfirmations.tsx';
import * as styles from './checkout.css.ts';
import { ORDER_TYPE_LABELS } from './checkoutText.ts';
import { PaymentChoice } from './PaymentChoice.tsx';

interface CheckoutProps {
  cart: Cart;
  /** PLACE ORDER on the cart page, PROCEED TO PAY on the order-now page. */
  placeLabel: string;
  /** Shown above the price details: the coupon, or the offer code. */
  children: ReactNode;
}

type CheckoutFormProps = CheckoutProps & {
  outlet: Outlet;
  customerId: string;
  addresses: Address[];
  walletBalance: number;
};

function CheckoutForm({ cart, outlet, customerId, addresses, walletBalance, placeLabel, children }: CheckoutFormProps) {
  const navigate = useNavigate();
  const orderType = useOrderType();
  const cartEmpty = cart.cart_data.length === 0;
  const soldOutDish = unavailableDish(cart.cart_data);
  const codAllowed = cart.paymentOption.cod;
  const grandTotal = orderType === 'delivery' ? cart.deliveryChargesTotal : cart.total;
  const subtotal = cart.subtotal;
  const online = useOnline();
  const send = useShopSend();
  const orderTypeActor = useOrderTypeActor();
  // The order carries what the page shows as it is placed, not what it showed when the checkout started.
  const shown = useRef({ cart, outlet });
  shown.current = { cart, outlet };
  const actor = useActorRef(
    checkoutMachine.provide(
      checkoutEffects({
        pricedOrder: () => shown.current,
        onPlaced: (orderId) => {
          send({ type: 'order.placed' });
          navigate(`/successPayment?id=${encodeURIComponent(orderId)}`);
        },
        onOrderTypeChanged: (orderType) => orderTypeActor.send({ type: 'orderType.change', orderType }),
        // Another device may have chosen another outlet or order type: reading the account saves this page's.
        onCartOutOfDate: () => {
          send({ type: 'cart.changed' });
          send({ type: 'profile.refresh' });
        },
        customerId,
      }),
    ),
    {
      input: {
        orderType,
        codAllowed,
        deliveryEnabled: offersDelivery(outlet),
        pickupEnabled: offersPickup(outlet),
        addresses,
        cartEmpty,
        unavailableDish: soldOutDish,
        walletBalance,
        grandTotal,
        subtotal,
        checkoutId: crypto.randomUUID(),
        online,
        draft: keptDraft(customerId),
      },
      inspect: inspectForViewer,
    },
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const minimumNote = deliveryMinimumNote(context);
  const choosing = useSelector(actor, (snapshot) => snapshot.matches('choosing'));
  const walletCovers = useSelector(actor, (snapshot) => snapshot.can({ type: 'payment.change', method: 'Wallet' }));
  const selectable = useSelector(
    actor,
    (snapshot) =>
      snapshot.context.addresses
        .filter((address) => snapshot.can({ type: 'address.select', addressId: address._id }))
        .map((address) => address._id),
    (before, after) => before.join() === after.join(),
  );
  const [adding, setAdding] = useState<number | null>(null);
  const [addressDraft, setAddressDraft] = useState<AddressFields | null>(null);

  // The machine follows what changes around it: the saved addresses, the cart, the wallet, the header's order type,
  // the network.
  useEffect(() => actor.send({ type: 'addresses.changed', addresses }), [actor, addresses]);
  useEffect(() => actor.send({ type: 'connection.changed', online }), [actor, online]);
  useEffect(() => actor.send({ type: 'wallet.changed', balance: walletBalance }), [actor, walletBalance]);
  useEffect(
    () =>
      actor.send({ type: 'cart.changed', cartEmpty, unavailableDish: soldOutDish, codAllowed, grandTotal, subtotal }),
    [actor, cartEmpty, soldOutDish, codAllowed, grandTotal, subtotal],
  );
  useEffect(() => {
    if (actor.getSnapshot().context.orderType !== orderType) actor.send({ type: 'orderType.change', orderType });
  }, [actor, orderType]);

  return (
    <>
      <SummaryBox title="Order type">
        <RadioChoices
          label="Order type"
          value={context.orderType}
          options={[
            { value: 'delivery', label: ORDER_TYPE_LABELS.delivery, disabled: !context.deliveryEnabled },
            { value: 'take_out', label: ORDER_TYPE_LABELS.take_out, disabled: !context.pickupEnabled },
          ]}
          onValueChange={(next) => actor.send({ type: 'orderType.change', orderType: next })}
        />
      </SummaryBox>
      {minimumNote && (
        <p className={styles.notice} role="status">
          {minimumNote}
        </p>
      )}
      {context.orderType === 'delivery' && (
        <SummaryBox title="Delivery address">
          <AddressChoice
            addresses={context.addresses}
            selectedId={context.addressId}
            onSelect={(addressId) => actor.send({ type: 'address.select', addressId })}
            canSelect={(addressId) => selectable.includes(addressId)}
            onAdd={() => setAdding(Date.now())}
          />
        </SummaryBox>
      )}
      <SummaryBox title="Payment method">
        <PaymentChoice
          value={context.paymentMethod}
          codAllowed={context.codAllowed}
          walletBalance={walletBalance}
          walletCovers={walletCovers}
          onChange={(method) => actor.send({ type: 'payment.change', method })}
        />
      </SummaryBox>
      <SummaryBox title="Cooking instructions">
        <textarea
          className={styles.instructions}
          aria-label="Cooking instructions"
          placeholder="Less spicy, no onion…"
          maxLength={INSTRUCTIONS_MAX}
          value={context.instructions}
          onChange={(event) => actor.send({ type: 'instructions.change', text: event.target.value })}
        />
        <span className={styles.counter}>
          {context.instructions.length}/{INSTRUCTIONS_MAX}
        </span>
      </SummaryBox>
      {children}
      <PriceDetails cart={cart} orderType={orderType} />
      <FormMessage>{choosing ? context.error : null}</FormMessage>
      <Button
        size="lg"
        className={styles.place}
        disabled={cartEmpty || !choosing}
        onClick={() => actor.send({ type: 'order.place' })}
      >
        {placeLabel}
      </Button>
      <AddressConfirm actor={actor} />
      <OrderConfirm actor={actor} cart={cart} outlet={outlet} />
      {adding !== null && (
        <AddressFlow
          key={adding}
          input={{ mode: 'add', requireLongHouseNumber: false, draft: addressDraft }}
          onClose={(draft) => {
            setAddressDraft(draft);
            setAdding(null);
          }}
        />
      )}
    </>
  );
}

/**
 * The checkout beside the cart (spec sections 2 "Cart", 4): Delivery or Take Away, the delivery address,
 * the payment method and cooking instructions, the price details, then the address map and the order confirmation. It
 * starts once the outlet and the customer's saved addresses are known.
 */
export function Checkout(props: CheckoutProps) {
  const outlet = useOutlet();
  const loading = (
    <p className={styles.muted} role="status">
      Loading the checkout…
    </p>
  );
  return (
    <WithProfile what="The checkout" pending={loading}>
      {(profile) =>
        outlet ? (
          <CheckoutForm
            {...props}
            outlet={outlet}
            customerId={profile.id}
            addresses={profile.address}
            walletBalance={profile.wallet}
          />
        ) : (
          loading
        )
      }
    </WithProfile>
  );
}
