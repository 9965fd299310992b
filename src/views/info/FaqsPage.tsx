import { DELIVERY_MINIMUM_RUPEES, DELIVERY_RADIUS_KM } from '../../../contract/constants.ts';
import { InfoPage } from './InfoPage.tsx';
import * as styles from './infoPage.css.ts';

const FAQS = [
  {
    question: 'How far do you deliver?',
    answer: `We deliver within ${DELIVERY_RADIUS_KM} km of each outlet. Choose Delivery in the header and pick your area: we show the outlet that serves it.`,
  },
  {
    question: 'Is there a minimum order for delivery?',
    answer: `Yes: delivery orders start from ₹${DELIVERY_MINIMUM_RUPEES}. Take-away has no minimum.`,
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Usually 45 to 60 minutes from the moment the outlet accepts your order, depending on the distance and the rush.',
  },
  {
    question: 'Do you have a weekly offer?',
    answer:
      'Every Wednesday the whole menu is half price on orders placed at the counter of any outlet, to eat in or to take away. Online orders, for delivery or take-away, use our offer codes instead.',
  },
  {
    question: 'Can my food be made Jain?',
    answer:
      'Most dishes can: choose Jain when you add them and we cook them without onion, garlic and root vegetables.',
  },
  {
    question: 'How can I pay?',
    answer:
      'Cash on delivery where the outlet offers it, online by card, UPI or net banking, or from your Wokflow wallet.',
  },
  {
    question: 'Something went wrong with my order. Whom do I tell?',
    answer: 'Write to us on the Feedback page and choose your outlet: the outlet manager reads it the same day.',
  },
] as const;

/** /faqs: the questions customers ask, with the spec's facts (section 9). */
export default function FaqsPage() {
  return (
    <InfoPage title="Frequently Asked Questions">
      {FAQS.map(({ question, answer }) => (
        <details key={question} className={styles.faq}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </InfoPage>
  );
}
