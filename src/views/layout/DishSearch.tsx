import { useSelector } from '@xstate/react';
import { Search } from 'lucide';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useDishSearchActor, useOutlet } from '../../app/shopHooks.ts';
import { visuallyHidden } from '../../ui/a11y.css.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './DishSearch.css.ts';

// The result panel's code loads with the first search: most visits never open it.
const SearchResults = lazy(() =>
  import('./SearchResults.tsx').then(({ SearchResults }) => ({ default: SearchResults })),
);

/** The header's dish search: the machine debounces and skips blank text; the panel shows what it found. */
export function DishSearch() {
  const outlet = useOutlet();
  const dishSearchActor = useDishSearchActor();
  const close = () => dishSearchActor.send({ type: 'search.close' });
  const text = useSelector(dishSearchActor, (snapshot) => snapshot.context.text);
  const open = useSelector(dishSearchActor, (snapshot) => snapshot.hasTag('open'));
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    const closeWhenOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        dishSearchActor.send({ type: 'search.close' });
      }
    };
    document.addEventListener('pointerdown', closeWhenOutside);
    return () => document.removeEventListener('pointerdown', closeWhenOutside);
  }, [open, dishSearchActor]);

  return (
    <search className={styles.root} ref={rootRef}>
      <label htmlFor={inputId} className={visuallyHidden}>
        Search dishes
      </label>
      <div className={styles.field}>
        <Icon icon={Search} className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="search"
          placeholder="Search for dishes"
          autoComplete="off"
          value={text}
          disabled={!outlet}
          onChange={(event) =>
            outlet && dishSearchActor.send({ type: 'search.input', text: event.target.value, storeId: outlet.id })
          }
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <SearchResults onChoose={close} />
        </Suspense>
      )}
    </search>
  );
}
