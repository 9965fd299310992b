import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../src/ui/Form.tsx';
import { type FlowEntry, flows } from '../index.ts';
import * as styles from './FlowList.css.ts';

interface FlowListProps {
  selected: FlowEntry | undefined;
  /** How many of each machine's actors run in the shop's tabs now, by machine id. */
  liveCounts: ReadonlyMap<string, number>;
}

/** Every flow with its title and description (a select on narrower screens); the chosen one is the page's. */
export function FlowList({ selected, liveCounts }: FlowListProps) {
  const navigate = useNavigate();
  return (
    <>
      <SelectField
        label="Flow"
        className={styles.picker}
        value={selected?.id ?? ''}
        onValue={(id) => navigate(`/flows/${id}`)}
        placeholder={selected === undefined ? 'Choose a flow' : undefined}
        choices={flows.map((entry) => ({ value: entry.id, label: entry.title }))}
      />
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
