import type { HomeContent } from '../../../contract/content.ts';
import { fetchHomeContent, fetchSlides } from '../../api/content.ts';
import { fetchSuperCategories } from '../../api/menu.ts';
import { useOutlet } from '../../app/hooks.ts';
import { useResource } from '../../app/useResource.ts';
import { visuallyHidden } from '../../ui/a11y.css.ts';
import { ClosedStoreBanner } from '../../ui/ClosedStoreBanner.tsx';
import { AppPromo } from './AppPromo.tsx';
import { Banners } from './Banners.tsx';
import { FavouriteTiles } from './FavouriteTiles.tsx';
import * as styles from './home.css.ts';
import { OfferPopup } from './OfferPopup.tsx';
import { OrderTiles } from './OrderTiles.tsx';
import { Statistics } from './Statistics.tsx';
import { SuperCategoryStrip } from './SuperCategoryStrip.tsx';

// The banners are the chain's, not an outlet's, but they are reloaded with the outlet like the rest.
const loadSlides = () => fetchSlides();

const offerOf = (content: HomeContent) => content.dynamicContent.find((item) => item.key === 'offermodal');

/** The home page of the chosen outlet; its blocks wait in their final size until the outlet and its data are known. */
export default function HomePage() {
  const outlet = useOutlet();
  const storeId = outlet?.id ?? null;
  const superCategories = useResource(storeId, fetchSuperCategories);
  const slides = useResource(storeId, loadSlides);
  const content = useResource(storeId, fetchHomeContent);

  const offer = content && offerOf(content);

  return (
    <main className={styles.page}>
      <h1 className={visuallyHidden}>{outlet ? `Wokflow ${outlet.name}` : 'Wokflow'}</h1>
      {outlet && <ClosedStoreBanner outlet={outlet} />}
      {superCategories?.length !== 0 && <SuperCategoryStrip superCategories={superCategories} />}
      <Banners slides={slides} />
      <OrderTiles />
      {content && <FavouriteTiles content={content.dynamicContent} />}
      {content && <AppPromo appLinks={content.ContentData.appLinks} />}
      {content && <Statistics statistics={content.ContentData.statistics} />}
      {offer && <OfferPopup offer={offer} />}
    </main>
  );
}
