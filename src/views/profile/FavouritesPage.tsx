import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFavourites } from '../../app/favourites.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PageCard } from '../../ui/TitledSection.tsx';
import { FavouriteDish } from './FavouriteDish.tsx';
import * as styles from './favourites.css.ts';

/** Asks before every favourite goes: one tap beside the list should not lose them all. */
function ClearAllConfirm({ open, onClose, onClear }: { open: boolean; onClose: () => void; onClear: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => next || onClose()}
      title="Clear all your favourites?"
      footer={
        <div className={styles.confirmActions}>
          <Button variant="outline" onClick={onClose}>
            Keep them
          </Button>
          <Button onClick={onClear}>Clear All</Button>
        </div>
      }
    >
      <p>The hearts on these dishes go too; you can tap them again in the menu.</p>
    </Modal>
  );
}

function Favourites() {
  const [confirming, setConfirming] = useState(false);
  const favourites = useFavourites();
  const dishes = useSelector(favourites, (snapshot) => snapshot.context.dishes);
  const failed = useSelector(favourites, (snapshot) => snapshot.matches('failed'));
  const canChange = useSelector(favourites, (snapshot) => snapshot.can({ type: 'favourites.clearAll' }));
  if (failed) {
    return (
      <div className={styles.message}>
        <p>Your favourites could not be loaded.</p>
        <Button variant="outline" onClick={() => favourites.send({ type: 'favourites.reload' })}>
          Try again
        </Button>
      </div>
    );
  }
  if (dishes === null) {
    return (
      <p className={styles.message} role="status">
        Loading your favourites…
      </p>
    );
  }
  if (dishes.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.emptyTitle}>No favourites yet</p>
        <p>Tap the heart on a dish in the menu to keep it here.</p>
        <Link to="/product" className={button({ variant: 'primary' })}>
          Browse the menu
        </Link>
      </div>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={styles.clearAll}
        disabled={!canChange}
        onClick={() => setConfirming(true)}
      >
        Clear All
      </Button>
      <ClearAllConfirm
        open={confirming}
        onClose={() => setConfirming(false)}
        onClear={() => {
          setConfirming(false);
          favourites.send({ type: 'favourites.clearAll' });
        }}
      />
      <ul className={styles.list}>
        {dishes.map((dish) => (
          <li key={dish._id}>
            <FavouriteDish
              dish={dish}
              disabled={!canChange}
              onUnlike={() => favourites.send({ type: 'favourites.unlike', productId: dish._id })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /profile/fav: the dishes the customer likes. */
export default function FavouritesPage() {
  return (
    <PageCard title="Favorite" className={styles.card}>
      <title>Favorite · Wokflow</title>
      <Favourites />
    </PageCard>
  );
}
