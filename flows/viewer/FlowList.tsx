import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import * as form from '../../src/ui/form.css.ts';
import { type FlowEntry, flows } from '../index.ts';
import * as styles from './flowList.css.ts';

interface FlowListProps {
  selected: FlowEntry | undefined;
  /** How many of each machine's actors run in the shop's tabs now, by machine id. */
  liveCounts: ReadonlyMap<string, number>;
}

/** Every flow with its title and description (a select on narrower screens); the chosen one is the page's. */
export function FlowList({ selected, liveCounts }: FlowListProps) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <>
      <div className={styles.picker}>
        <label htmlFor={id} className={form.label}>
          Flow
        </label>
        <select
          id={id}
          className={form.select}
          value={selected?.id ?? ''}
          onChange={(event) => navigate(`/flows/${event.target.value}`)}
        >
          {selected === undefined && <option value="">Choose a flow</option>}
          {flows.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      <nav className={styles.list} aria-label="Flows">
        <ul>
          {flows.map((entry) => {
            const live = liveCounts.get(entry.machine.id) ?? 0;
            return (
              <li key={entry.id}>
                <Link
                  to={`/flows/${entry.id}`}
                  className={styles.item}
                  aria-current={entry === selected ? 'page' : undefined}
                >
                  <span className={styles.title}>
                    {entry.title}
                    {live > 0 && <span className={styles.live}>{live} live</span>}
                  </span>
                  <span className={styles.description}>{entry.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
