import * as Tabs from '@radix-ui/react-tabs';
import { useMemo } from 'react';
import type { StaffOrder } from '../../contract/staff.ts';
import { COLUMNS, type Column, ordersIn } from '../../machines/console/console.selectors.ts';
import { media } from '../ui/theme.css.ts';
import { useMediaQuery } from '../ui/useMediaQuery.ts';
import * as styles from './BoardColumns.css.ts';
import { useConsole } from './consoleHooks.ts';
import { OrderCard } from './OrderCard.tsx';
import { ordersShown } from './outletChoice.ts';
import { useNow } from './useNow.ts';

const NO_ORDERS: StaffOrder[] = [];

/** Shorter names for the phone's tabs, so that the five of them fit in two rows at a phone's width. */
const TAB_NAMES: Readonly<Record<string, string>> = { out: 'Out / Ready', done: 'Done' };

/** The board's orders, of the outlet it is narrowed to (null: of all); null until the board is first read. */
function useOrders(outletId: string | null): StaffOrder[] | null {
  const orders = useConsole((snapshot) => snapshot.context.board?.orders ?? null);
  return useMemo(() => (orders === null ? null : ordersShown(orders, outletId)), [orders, outletId]);
}

/** A column's count, or an ellipsis while the board is first read: never a 0 that is not yet known. */
const countOf = (orders: StaffOrder[] | null, column: Column) =>
  orders === null ? '…' : String(ordersIn(orders, column).length);

interface ColumnProps {
  column: Column;
  headed: boolean;
  outletId: string | null;
}

function ColumnOrders({ column, headed, outletId }: ColumnProps) {
  const orders = useOrders(outletId);
  const unseen = useConsole((snapshot) => snapshot.context.unseen);
  const now = useNow(60_000);
  const shown = ordersIn(orders ?? NO_ORDERS, column);
  const titleId = `column-${column.id}`;
  return (
    // Focusable from a script: the focus comes to the column when an order's button goes with the order.
    <section
      id={`${titleId}-orders`}
      tabIndex={-1}
      className={styles.column}
      aria-labelledby={headed ? titleId : undefined}
      aria-label={headed ? undefined : column.title}
    >
      {headed && (
        <h2 id={titleId} className={styles.columnTitle}>
          {column.title} <span className={styles.count}>{countOf(orders, column)}</span>
        </h2>
      )}
      {shown.length === 0 && <p className={styles.empty}>{orders === null ? 'Reading the orders…' : 'No orders'}</p>}
      {shown.map((order) => (
        <OrderCard key={order._id} order={order} now={now} fresh={unseen.includes(order._id)} />
      ))}
    </section>
  );
}

function ColumnTabs({ outletId }: { outletId: string | null }) {
  const orders = useOrders(outletId);
  const [first] = COLUMNS;
  return (
    <Tabs.Root defaultValue={first?.id}>
      <Tabs.List className={styles.tabList} aria-label="Orders by status">
        {COLUMNS.map((column) => (
          <Tabs.Trigger
            key={column.id}
            value={column.id}
            className={styles.tab}
            // Orders waiting to be accepted stand out while another tab is open: a phone shows one column at a time.
            data-waiting={(column === first && orders !== null && ordersIn(orders, column).length > 0) || undefined}
          >
            {TAB_NAMES[column.id] ?? column.title} ({countOf(orders, column)})
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {COLUMNS.map((column) => (
        <Tabs.Content key={column.id} value={column.id}>
          <ColumnOrders column={column} headed={false} outletId={outletId} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The orders by status, of one outlet or all: side by side from a tablet's width, as tabs on a phone. */
export function BoardColumns({ outletId }: { outletId: string | null }) {
  const wide = useMediaQuery(media.medium);
  if (!wide) return <ColumnTabs outletId={outletId} />;
  return (
    <div className={styles.grid}>
      {COLUMNS.map((column) => (
        <ColumnOrders key={column.id} column={column} headed outletId={outletId} />
      ))}
    </div>
  );
}
