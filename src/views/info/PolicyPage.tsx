import { InfoPage } from './InfoPage.tsx';

/** /policy: the privacy policy. */
export default function PolicyPage() {
  return (
    <InfoPage title="Privacy Policy" updated="1 November 2026">
      <p>
        Wokflow runs Indo-Chinese restaurants across Gujarat and this online store. This policy says what we keep about
        you when you order from us, why, and what you can ask of us.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>Your name, mobile number and email, to sign you in and tell you about your orders.</li>
        <li>The addresses you save and the pin you place on the map, to deliver to the right door.</li>
        <li>Your orders, favourites and wallet transactions, so you can see them again.</li>
        <li>Your feedback, so the outlet can answer it.</li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We never sell your data. Card details are entered on the payment gateway&apos;s page and never reach our
        servers. One-time sign-in codes are sent by SMS and are never shown to anyone else.
      </p>
      <h2>Children</h2>
      <p>
        Our store is not meant for children under 13 and we do not knowingly keep information about them. If you believe
        a child has given us their details, write to us through the Feedback page and we will delete them.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your name and email on your profile, delete saved addresses at any time, and ask us to delete
        your account through the Feedback page.
      </p>
    </InfoPage>
  );
}
