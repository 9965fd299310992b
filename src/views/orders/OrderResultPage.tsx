import { Link, useLoaderData } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import type { orderResultLoader } from '../../app/loaders/resultLoaders.ts';
import { button } from '../../ui/button.css.ts';
import { OrderDetails } from '../../ui/OrderDetails.tsx';
import { type ResultHeadline, ResultOf, ResultPage } from '../../ui/ResultPage.tsx';

export type OrderResult = ResultHeadline & {
  /** Where to go next, as outlined buttons but for the one marked primary. */
  links: readonly { to: string; label: string; primary?: boolean }[];
};

/** The order of the route's `?id=` under what became of it (`describe`), with where to go next. */
export function OrderResultPage({ describe }: { describe: (order: Order) => OrderResult }) {
  const { result } = useLoaderData<typeof orderResultLoader>();
  return (
    <ResultOf result={result}>
      {(order) => {
        const { links, ...headline } = describe(order);
        return (
          <ResultPage
            {...headline}
            actions={links.map(({ to, label, primary }) => (
              <Link key={to} to={to} className={button({ variant: primary ? 'primary' : 'outline' })}>
                {label}
              </Link>
            ))}
          >
            <OrderDetails order={order} />
          </ResultPage>
        );
      }}
    </ResultOf>
  );
}
