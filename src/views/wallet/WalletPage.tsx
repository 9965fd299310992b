import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import type { WalletTransaction } from '../../../contract/payment.ts';
import type { walletLoader } from '../../app/loaders/accountLoaders.ts';
import { WithProfile } from '../../app/WithProfile.tsx';
import { Button } from '../../ui/Button.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { orderDate } from '../../ui/orderText.ts';
import { PageCard } from '../../ui/TitledSection.tsx';
import { AddWalletPanel } from './AddWalletPanel.tsx';
import * as styles from './WalletPage.css.ts';
import { walletRow } from './walletText.ts';

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const row = walletRow(transaction);
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <span>{row.title}</span>
        <span className={styles.muted}>
          {orderDate(transaction.createdAt)}
          {transaction.tracking_id && ` · Ref. ${transaction.tracking_id}`}
        </span>
      </div>
      <div className={`${styles.money} ${styles.tone[row.tone]}`}>
        <span className={styles.amount}>{row.amount}</span>
        <span>{row.status}</span>
      </div>
    </li>
  );
}

function Transactions({ transactions }: { transactions: WalletTransaction[] }) {
  return transactions.length === 0 ? (
    <p className={styles.muted}>No transactions yet: money you add shows here.</p>
  ) : (
    <ul className={styles.list} aria-label="Wallet transactions">
      {transactions.map((transaction) => (
        <TransactionRow key={transaction._id} transaction={transaction} />
      ))}
    </ul>
  );
}

function Balance({ amount }: { amount: string }) {
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>Wallet balance</span>
      <span className={styles.balanceAmount}>{amount}</span>
    </div>
  );
}

/** /profile/wallet: the balance, Add Money, and the wallet's transactions newest first. */
export default function WalletPage() {
  const { transactions } = useLoaderData<typeof walletLoader>();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <title>My Wallet · Wokflow</title>
      <PageCard title="My Wallet">
        <div className={styles.header}>
          <WithProfile what="Your wallet balance" pending={<Balance amount="…" />}>
            {(profile) => <Balance amount={formatRupees(profile.wallet)} />}
          </WithProfile>
          <Button onClick={() => setAdding(true)}>Add Money</Button>
        </div>
        <h2 className={styles.balanceLabel}>Transactions</h2>
        <Loaded data={transactions} pending={<p role="status">Loading your transactions…</p>}>
          {(loaded) => <Transactions transactions={loaded} />}
        </Loaded>
      </PageCard>
      {adding && <AddWalletPanel onClose={() => setAdding(false)} />}
    </>
  );
}
