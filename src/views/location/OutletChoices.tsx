import { MapPin, X } from 'lucide';
import type { Outlet } from '../../../contract/outlet.ts';
import { useLocationActor } from '../../app/shopHooks.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './OutletChoices.css.ts';
import { opensAtWhenClosed } from './outletHours.ts';

interface OutletChoicesProps {
  title: string;
  outlets: readonly Outlet[];
  /**
   * Recent searches can be deleted one by one. They were saved when chosen, so whether they are open is not
   * known now: only the server's fresh suggestions say when a closed outlet opens.
   */
  removable?: boolean;
}

function OpensAt({ outlet }: { outlet: Outlet }) {
  const opensAt = opensAtWhenClosed(outlet);
  return opensAt && <span className={styles.closed}>{opensAt}</span>;
}

/** A list of outlets to deliver from; choosing one sets the location, a closed one to browse its menu. */
export function OutletChoices({ title, outlets, removable = false }: OutletChoicesProps) {
  const locationActor = useLocationActor();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {outlets.map((outlet) => (
          <li key={outlet.id} className={styles.item}>
            <button
              type="button"
              className={styles.choice}
              onClick={() => locationActor.send({ type: 'delivery.choose', outlet })}
            >
              <Icon icon={MapPin} className={styles.pin} />
              <span className={styles.text}>
                <span className={styles.name}>{outlet.area || outlet.name}</span>
                <span className={styles.detail}>
                  {outlet.name}, {outlet.city}
                </span>
                {!removable && <OpensAt outlet={outlet} />}
              </span>
            </button>
            {removable && (
              <button
                type="button"
                className={styles.remove}
                aria-label={`Delete ${outlet.name} from recent searches`}
                onClick={() => locationActor.send({ type: 'recent.remove', outletId: outlet.id })}
              >
                <Icon icon={X} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
