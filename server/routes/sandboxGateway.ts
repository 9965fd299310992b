import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { ccavenueAmount } from '../adapters/gateway/ccavenue.ts';
import {
  SANDBOX_BASE,
  SandboxError,
  type SandboxGateway,
  type SandboxOutcome,
  type SandboxTransaction,
} from '../adapters/gateway/sandbox.ts';
import { htmlPage } from '../http/htmlPage.ts';
import { sandboxGatewayOperations as doc } from '../openapi/operations/sandboxGateway.ts';

const MAX_BODY_BYTES = 64 * 1024;
export const SANDBOX_CHOOSE_PATH = `${SANDBOX_BASE}/choose`;

/** The four buttons: label, the reply's order_status, and what the customer's pressing it stands for. */
const BUTTONS: { label: string; outcome: SandboxOutcome; meaning: (settleSeconds: string) => string }[] = [
  { label: 'Success', outcome: 'Success', meaning: () => 'The card is charged. Status API: Successful.' },
  { label: 'Failure', outcome: 'Failure', meaning: () => 'The bank declines the card. Status API: Unsuccessful.' },
  {
    label: 'Abort',
    outcome: 'Aborted',
    meaning: () => 'The customer cancels; the reply goes to the cancel URL. Status API: Aborted.',
  },
  {
    label: 'Awaited',
    outcome: 'Awaited',
    meaning: (settle) => `The bank has not answered yet. Status API: Awaited, then Successful after ${settle}.`,
  },
];

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f5f7}
main{max-width:44rem;margin:0 auto;padding:1.5rem 1rem}
.badge{display:inline-block;margin:0;padding:.15rem .6rem;border-radius:1rem;background:#fff3cd;color:#664d03;font-size:.85rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem;padding:1rem;background:#fff;border-radius:.5rem}
dt{color:#59636e}dd{margin:0;overflow-wrap:anywhere;font-weight:600}
.choices{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:.75rem}
form{margin:0;padding:1rem;background:#fff;border-radius:.5rem}
button{width:100%;min-height:2.75rem;font:inherit;font-weight:600;border:0;border-radius:.4rem;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.Success button{background:#1a7f37}.Failure button{background:#cf222e}.Aborted button{background:#59636e}.Awaited button{background:#9a6700}
form p{margin:.5rem 0 0;font-size:.9rem;color:#59636e}
`;

function page(sandbox: SandboxGateway, transaction: SandboxTransaction, settleSeconds: string) {
  const choices = BUTTONS.map(
    ({ label, outcome, meaning }) => html`<form method="post" action="${SANDBOX_CHOOSE_PATH}" class="${outcome}">
<input type="hidden" name="encResp" value="${sandbox.replyFor(transaction, outcome)}">
<input type="hidden" name="orderNo" value="${transaction.paymentId}">
<button type="submit">${label}</button>
<p>${meaning(settleSeconds)}</p>
</form>`,
  );
  return htmlPage(
    'Sandbox card gateway',
    html`<link rel="icon" href="data:,">
<style>${STYLE}</style>`,
    html`<main>
<p class="badge">Development sandbox: no money moves</p>
<h1>Sandbox card gateway</h1>
<dl>
<dt>Order</dt><dd>${transaction.paymentId}</dd>
<dt>Amount</dt><dd>₹${ccavenueAmount(transaction.amountPaise)}</dd>
<dt>Name</dt><dd>${transaction.billing.name || '-'}</dd>
</dl>
<p>Choose what the card gateway answers the shop:</p>
<div class="choices">
${choices}
</div>
</main>`,
  );
}

function refuse(c: Context, error: unknown) {
  if (error instanceof SandboxError) return c.text(error.message, error.status);
  throw error;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The sandbox card gateway's pages, mounted at SANDBOX_BASE while the sandbox is the gateway: the payment page
 * the browser's form posts to, and the buttons' route, which records the outcome and sends the browser on to
 * the shop with a 307 redirect (a 307 keeps the method and the body: the shop receives `encResp` and `orderNo`
 * posted, as from CCAvenue).
 */
export function sandboxGatewayRoutes(sandbox: SandboxGateway) {
  const settleSeconds = `${sandbox.awaitedSettleMs / 1000} s`;
  return new Hono()
    .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('The request body is too large', 413) }))
    .post('/transaction/transaction.do', doc.page, async (c) => {
      if (c.req.query('command') !== 'initiateTransaction') {
        return c.text('The sandbox only knows command=initiateTransaction', 400);
      }
      const body = await c.req.parseBody();
      try {
        const transaction = sandbox.open(text(body.encRequest), text(body.access_code));
        c.header('Cache-Control', 'no-store');
        return c.html(page(sandbox, transaction, settleSeconds));
      } catch (error) {
        return refuse(c, error);
      }
    })
    .post('/choose', doc.choose, async (c) => {
      const body = await c.req.parseBody();
      try {
        const orderNo = body.orderNo === undefined ? undefined : text(body.orderNo);
        return c.redirect(sandbox.choose(text(body.encResp), orderNo).target, 307);
      } catch (error) {
        return refuse(c, error);
      }
    });
}
