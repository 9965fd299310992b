import { useLoaderData } from 'react-router';
import type { HomeContent } from '../../../contract/content.ts';
import type { homeLoader } from '../../app/loaders/outletLoaders.ts';
import { useOutlet } from '../../app/shopHooks.ts';
import { visuallyHidden } from '../../ui/a11y.css.ts';
import { ClosedStoreBanner } from '../../ui/ClosedStoreBanner.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { AppPromo } from './AppPromo.tsx';
import { Banners } from './Banners.tsx';
import { FavouriteTiles } from './FavouriteTiles.tsx';
import * as styles from './home.css.ts';
import { OfferPopup } from './OfferPopup.tsx';
import { OrderTiles } from './OrderTiles.tsx';
import { Statistics } from './Statistics.tsx';
import { SuperCategoryStrip } from './SuperCategoryStrip.tsx';

const offerOf = (content: HomeContent) => content.dynamicContent.find((item) => item.key === 'offermodal');

/** The chain's blocks; the offer waits for the outlet, so that a visitor still choosing one sees the location panel alone. */
function ContentBlocks({ content, outletChosen }: { content: HomeContent; outletChosen: boolean }) {
  const offer = offerOf(content);
  return (
    <>
      <FavouriteTiles content={content.dynamicContent} />
      <AppPromo appLinks={content.ContentData.appLinks} />
      <Statistics statistics={content.ContentData.statistics} />
      {offer && <OfferPopup offer={offer} showNow={outletChosen} />}
    </>
  );
}

/** The home page of the chosen outlet; its blocks wait in their final size until their data are known. */
export default function HomePage() {
  const outlet = useOutlet();
  const { superCategories, slides, content } = useLoaderData<typeof homeLoader>();

  return (
    <main className={styles.page}>
      <h1 className={visuallyHidden}>{outlet ? `Wokflow ${outlet.name}` : 'Wokflow'}</h1>
      {outlet && <ClosedStoreBanner outlet={outlet} />}
      <Loaded data={superCategories} pending={<SuperCategoryStrip superCategories={null} />}>
        {(list) => list.length !== 0 && <SuperCategoryStrip superCategories={list} />}
      </Loaded>
      <Loaded data={slides} pending={<Banners slides={null} />}>
        {(list) => <Banners slides={list} />}
      </Loaded>
      <OrderTiles />
      <Loaded data={content} pending={null}>
        {(loaded) => <ContentBlocks content={loaded} outletChosen={outlet !== null} />}
      </Loaded>
    </main>
  );
}
