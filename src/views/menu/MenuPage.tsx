import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type { SuperCategory } from '../../../contract/menu.ts';
import { shownDishes } from '../../../machines/menuFilters/menuFilters.selectors.ts';
import { AddToCartWizard } from '../../app/AddToCartWizard.tsx';
import type { menuLoader } from '../../app/loaders/menuLoader.ts';
import { useOnline } from '../../app/online.ts';
import { usePageVisible } from '../../app/pageVisible.ts';
import { useOutlet } from '../../app/shopHooks.ts';
import { useMenuFilters } from '../../app/useMenuFilters.ts';
import { WithDishActions } from '../../app/WithDishActions.tsx';
import { Button } from '../../ui/Button.tsx';
import { ClosedStoreBanner } from '../../ui/ClosedStoreBanner.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { toast } from '../../ui/toast.ts';
import { CartBar } from './CartBar.tsx';
import { CartPanel } from './CartPanel.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { FiltersModal } from './FiltersModal.tsx';
import * as styles from './MenuPage.css.ts';
import { FlatProducts, GroupedProducts, LoadingProducts } from './ProductGrid.tsx';
import { useShowChosenDish } from './useShowChosenDish.ts';

const MENU = 'Menu';

/** The page's title: the super-category shown, or the whole menu. */
const titleOf = (superCategories: readonly SuperCategory[], filterId: string | undefined) =>
  superCategories.find((item) => item.superCategory_id === filterId)?.superCategoryName ?? MENU;

/** The menu of the chosen outlet: all of it at /product, one super-category at /product/{filterId}. */
export default function MenuPage() {
  const { filterId } = useParams();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const storeId = outlet?.id ?? null;
  const { superCategories } = useLoaderData<typeof menuLoader>();

  const menu = useMenuFilters();
  // Until the first load is sent the list is empty but not known to be: no 'No Products Available' flash.
  const loading = useSelector(menu, (snapshot) => snapshot.hasTag('loading') || snapshot.matches({ list: 'waiting' }));
  const modalOpen = useSelector(menu, (snapshot) => snapshot.hasTag('modalOpen'));
  const context = useSelector(menu, (snapshot) => snapshot.context);
  const { view, groups, sortBy, categories, search, vegOnly, error } = context;
  const chosenId = useShowChosenDish(menu, loading);
  const shown = useMemo(() => shownDishes(context, chosenId), [context, chosenId]);
  const gridProps = { chosenId, allHiddenByVegOnly: shown.allHiddenByVegOnly };
  /** Whether the last request was the menu itself (not the filters): its refusal leaves the super-category. */
  const lastRequestWasMenu = useRef(false);

  useEffect(() => {
    if (storeId === null) return;
    lastRequestWasMenu.current = true;
    menu.send({ type: 'menu.load', storeId, superCategoryId: filterId });
  }, [menu, storeId, filterId]);
  // Back online, the outlet's live events are followed again at once rather than at the next try.
  const online = useOnline();
  useEffect(() => menu.send({ type: 'connection.changed', online }), [menu, online]);
  // A hidden page closes its live stream, and opens it again once shown.
  const visible = usePageVisible();
  useEffect(() => menu.send({ type: 'visibility.changed', visible }), [menu, visible]);

  // An effect event, so that a new `navigate` (it changes with the route) does not toast the same refusal again.
  const showRefusal = useEffectEvent((message: string) => {
    toast.error(message);
    // The failed request's super-category, not the route's: the route may already have moved on.
    if (lastRequestWasMenu.current && menu.getSnapshot().context.superCategoryId !== '') navigate('/product');
  });
  useEffect(() => {
    if (error !== null) showRefusal(error);
  }, [error]);

  if (!outlet) return null;

  return (
    <main className={styles.page}>
      <title>Menu · Wokflow</title>
      <div className={styles.main}>
        <ClosedStoreBanner outlet={outlet} />
        <Loaded data={superCategories} pending={<CategoryStrip superCategories={null} selectedId={filterId} />}>
          {(list) => <CategoryStrip superCategories={list} selectedId={filterId} />}
        </Loaded>
        <div className={styles.toolbar}>
          <h1 className={styles.title}>
            <Loaded data={superCategories} pending={MENU}>
              {(list) => titleOf(list, filterId)}
            </Loaded>
          </h1>
          <div className={styles.filters}>
            <Switch
              label="Veg only"
              checked={vegOnly}
              onCheckedChange={(next) => menu.send({ type: 'filters.vegOnly', vegOnly: next })}
            />
            <Button variant="outline" onClick={() => menu.send({ type: 'filters.open' })}>
              Filters
            </Button>
          </div>
        </div>
        <WithDishActions>
          {loading ? (
            <LoadingProducts />
          ) : view === 'flat' ? (
            <FlatProducts products={shown.products} {...gridProps} />
          ) : (
            <GroupedProducts groups={shown.groups} {...gridProps} />
          )}
        </WithDishActions>
        <CartBar />
      </div>
      <CartPanel />
      <AddToCartWizard />
      <FiltersModal
        open={modalOpen}
        onOpenChange={(open) => menu.send({ type: open ? 'filters.open' : 'filters.close' })}
        sortBy={sortBy}
        onSort={(next) => menu.send({ type: 'filters.sort', sortBy: next })}
        categories={groups.map((group) => group._id)}
        selected={categories}
        onToggleCategory={(category) => menu.send({ type: 'filters.category', category })}
        search={search}
        onSearch={(text) => menu.send({ type: 'filters.search', text })}
        onApply={() => {
          lastRequestWasMenu.current = false;
          menu.send({ type: 'filters.apply' });
        }}
        onClearAll={() => {
          lastRequestWasMenu.current = true;
          menu.send({ type: 'filters.clearAll' });
        }}
      />
    </main>
  );
}
