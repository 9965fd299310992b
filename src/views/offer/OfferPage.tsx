import { useLoaderData, useNavigate } from 'react-router';
import * as MESSAGES from '../../../contract/messages.ts';
import type { Offer } from '../../../contract/offer.ts';
import type { offersLoader } from '../../app/loaders/contentLoaders.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import { toast } from '../../ui/toast.ts';
import * as styles from './OfferPage.css.ts';

/** /offer: every offer of the moment; choosing one copies its code and goes to the menu. */
export default function OfferPage() {
  const { offers } = useLoaderData<typeof offersLoader>();
  const navigate = useNavigate();

  const choose = async (offer: Offer) => {
    try {
      await navigator.clipboard.writeText(offer.code);
      toast.success(MESSAGES.codeCopied);
    } catch {
      // No clipboard (an old browser, a refused permission): the code is still worth knowing.
      toast.blank(`Use code ${offer.code} at checkout`);
    }
    navigate('/product');
  };

  return (
    <main className={styles.page}>
      <title>Offers · Wokflow</title>
      <h1 className={styles.title}>Offers</h1>
      <Loaded data={offers} pending={<ul className={styles.grid} aria-busy />}>
        {(loaded) => (
          <ul className={styles.grid}>
            {loaded.map((offer) => (
              <li key={offer._id}>
                <button type="button" className={styles.card} onClick={() => choose(offer)}>
                  <img className={styles.picture} src={offer.image} alt="" width={600} height={400} />
                  <span className={styles.body}>
                    <span className={styles.cardTitle}>{offer.title}</span>
                    <span>{offer.description}</span>
                    <span className={styles.terms}>{offer.terms}</span>
                    <span className={styles.code}>
                      {offer.code} <span className={styles.copy}>Tap to copy</span>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </main>
  );
}
