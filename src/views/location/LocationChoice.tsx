import { DeliveryLocation } from './DeliveryLocation.tsx';
import { PickupLocation } from './PickupLocation.tsx';
import { UnservedNotice } from './UnservedNotice.tsx';

/** The location panel's contents under its order-type switch (LocationPanel), loaded with its first opening. */
export default function LocationChoice({ delivery }: { delivery: boolean }) {
  return (
    <>
      <UnservedNotice />
      {delivery ? <DeliveryLocation /> : <PickupLocation />}
    </>
  );
}
