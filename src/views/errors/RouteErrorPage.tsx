import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import * as MESSAGES from '../../../contract/messages.ts';
import { isServerRefusal } from '../../../machines/shared/failure.ts';
import { signInAgain, useSessionExpirySaid } from '../../app/sessionRefused.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { ResultPage } from '../../ui/ResultPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';

/**
 * The server no longer takes the stored session (signed out elsewhere, unused for 30 days): the page says so and
 * signs in again from the home page, signed out here, rather than showing a page that can only fail.
 */
function SessionExpired() {
  useSessionExpirySaid();
  return (
    <ResultPage
      tone="failure"
      heading={MESSAGES.sessionExpired}
      actions={<Button onClick={signInAgain}>Sign in again</Button>}
    >
      <p>Your cart, orders and wallet are kept: sign in with your mobile number and the code we text you.</p>
    </ResultPage>
  );
}

/**
 * Whatever a page fails with (its data could not be read, its code could not be loaded after a new
 * version went out, it crashed): the shop's header and footer stay, the customer reads what happened and
 * can try again. Retrying reads the page's data again; a page whose code is missing reloads.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isServerRefusal(error) && error.status === 401) return <SessionExpired />;
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
