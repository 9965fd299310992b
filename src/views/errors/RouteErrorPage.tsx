import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { ResultPage } from '../../ui/ResultPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';

/**
 * Whatever a page fails with (its data could not be read, its code could not be loaded after a new
 * version went out, it crashed): the shop's header and footer stay, the customer reads what happened and
 * can try again. Retrying reads the page's data again; a page whose code is missing reloads.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const codeMissing = error instanceof TypeError && /import|module/i.test(error.message);
  const retry = () => (codeMissing ? window.location.reload() : revalidator.revalidate());
  return (
    <ResultPage
      tone="failure"
      heading="This page could not be shown"
      note={
        codeMissing
          ? 'A new version of the shop is out, or the connection dropped while the page loaded.'
          : 'Something went wrong while the page loaded. Your cart and your orders are safe.'
      }
      actions={
        <>
          <Link className={button({ variant: 'outline' })} to="/">
            Go to the home page
          </Link>
          <Button onClick={retry} disabled={revalidator.state === 'loading'}>
            Try again
          </Button>
        </>
      }
    >
      <p>If it keeps failing, check your connection and try again in a minute.</p>
    </ResultPage>
  );
}
