import { Link } from 'react-router';
import { button } from '../../ui/button.css.ts';
import { ResultPage } from '../../ui/ResultPage.tsx';

/** Any address the shop does not have: said plainly, inside the shop's header and footer, with the way back. */
export default function NotFoundPage() {
  return (
    <ResultPage
      tone="waiting"
      heading="Page not found"
      note="There is no page at this address: the link may be mistyped, or the page has moved."
      actions={
        <>
          <Link className={button({ variant: 'outline' })} to="/product">
            See the menu
          </Link>
          <Link className={button()} to="/">
            Go to the home page
          </Link>
        </>
      }
    >
      <p>Everything the shop offers starts from the home page and the menu.</p>
    </ResultPage>
  );
}
