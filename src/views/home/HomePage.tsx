import { useLoaderData } from 'react-router';
import type { HomeContent, Slide } from '../../../contract/content.ts';
import type { homeLoader } from '../../app/loaders/outletLoaders.ts';
import { useOutlet } from '../../app/shopHooks.ts';
import { type OfferPopupDue, useOfferPopupDue } from '../../app/useOfferPopupOnce.ts';
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

/** Whether the offer covers the page, or is about to: it is due, and the chain's content has one. */
const coveredByOffer = (content: HomeContent, popup: OfferPopupDue) => popup.due && offerOf(content) !== undefined;

interface ContentBlocksProps {
  content: HomeContent;
  popup: OfferPopupDue;
  outletChosen: boolean;
}

/** The chain's blocks and its offer; a tile's video waits while the offer covers the page. */
function ContentBlocks({ content, popup, outletChosen }: ContentBlocksProps) {
  const offer = offerOf(content);
  return (
    <>
      <FavouriteTiles content={content.dynamicContent} covered={coveredByOffer(content, popup)} />
      <AppPromo appLinks={content.ContentData.appLinks} />
      <Statistics statistics={content.ContentData.statistics} />
      {offer && <OfferPopup offer={offer} popup={popup} showNow={outletChosen} />}
    </>
  );
}

interface HomeBannersProps {
  slides: readonly Slide[];
  content: Promise<HomeContent | null>;
  popup: OfferPopupDue;
}

/** The banners, standing still while the offer is due, until the chain's content says there is none. */
function HomeBanners({ slides, content, popup }: HomeBannersProps) {
  if (!popup.due) return <Banners slides={slides} />;
  return (
    <Loaded data={content} pending={<Banners slides={slides} still />} missing={<Banners slides={slides} />}>
      {(loaded) => <Banners slides={slides} still={coveredByOffer(loaded, popup)} />}
    </Loaded>
  );
}

/**
 * The home page of the chosen outlet; its blocks wait in their final size until their data are known. The offer
 * waits for the outlet, so that a visitor still choosing one sees the location panel alone. What it covers, once
 * due, stays still until it is closed: the carousel and the tiles' videos, whose code, data and work would hold up
 * the popup on a phone.
 */
export default function HomePage() {
  const outlet = useOutlet();
  const { superCategories, slides, content } = useLoaderData<typeof homeLoader>();
  const popup = useOfferPopupDue();

  return (
    <main className={styles.page}>
      <h1 className={visuallyHidden}>{outlet ? `Wokflow ${outlet.name}` : 'Wokflow'}</h1>
      {outlet && <ClosedStoreBanner outlet={outlet} />}
      <Loaded data={superCategories} pending={<SuperCategoryStrip superCategories={null} />}>
        {(list) => list.length !== 0 && <SuperCategoryStrip superCategories={list} />}
      </Loaded>
      <Loaded data={slides} pending={<Banners slides={null} />}>
        {(list) => <HomeBanners slides={list} content={content} popup={popup} />}
      </Loaded>
      <OrderTiles />
      <Loaded data={content} pending={null}>
        {(loaded) => <ContentBlocks content={loaded} popup={popup} outletChosen={outlet !== null} />}
      </Loaded>
    </main>
  );
}
