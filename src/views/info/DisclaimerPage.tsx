import { InfoPage } from './InfoPage.tsx';

/** /disclaimer. */
export default function DisclaimerPage() {
  return (
    <InfoPage title="Disclaimer" updated="1 November 2026">
      <p>The pictures on this site show how we serve our dishes; the food you receive may look a little different.</p>
      <p>
        Our kitchens handle soy, wheat, peanuts, sesame, dairy, eggs, fish and shellfish. Jain and vegetarian dishes are
        cooked separately, but we cannot promise that any dish is free of traces of allergens: if you have an allergy,
        tell the outlet before you order.
      </p>
      <p>
        Delivery times are estimates. Offers, prices and the menu may change without notice, and an outlet may stop
        taking orders when it is too busy to cook them well.
      </p>
    </InfoPage>
  );
}
