-- Payments through the card gateway, and the wallet as a ledger.
-- Amounts in whole paise. Times come from the application's clock (a parameter), never from now().

-- Orders may also be paid from the wallet.
ALTER TABLE orders DROP CONSTRAINT orders_payment_type_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_type_check CHECK (payment_type IN ('COD', 'ONLINE', 'WALLET'));

-- One attempt to pay through the gateway: an order's (a customer may try again) or a wallet top-up.
CREATE TABLE payments (
  id             text PRIMARY KEY,               -- the gateway's order_id
  seq            bigint GENERATED ALWAYS AS IDENTITY UNIQUE,   -- which of an order's attempts is the latest
  customer_id    text NOT NULL REFERENCES customers (id),
  purpose        text NOT NULL CHECK (purpose IN ('order', 'wallet_top_up')),
  order_id       text REFERENCES orders (id),
  amount_paise   integer NOT NULL CHECK (amount_paise > 0),
  status         text NOT NULL,                  -- the gateway's word as last known: Initiated, Success, Awaited...
  state          text NOT NULL CHECK (state IN ('pending', 'paid', 'failed')),
  tracking_id    text,                           -- the gateway's reference, once it gave one
  checks         integer NOT NULL DEFAULT 0,     -- how often the status API was asked
  checked_at     timestamptz,
  next_check_at  timestamptz NOT NULL,           -- when the background re-check asks about a pending payment
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  CHECK ((purpose = 'order') = (order_id IS NOT NULL))
);
CREATE INDEX payments_due ON payments (next_check_at) WHERE state = 'pending';
CREATE INDEX payments_order ON payments (order_id, seq);
CREATE INDEX payments_customer ON payments (customer_id, created_at);

-- The wallet: its balance is the sum of a customer's entries. Entries are only ever added.
CREATE TABLE wallet_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id   text NOT NULL REFERENCES customers (id),
  amount_paise  integer NOT NULL CHECK (amount_paise <> 0),   -- credits positive, spends negative
  cause         text NOT NULL CHECK (cause IN ('top_up', 'order_payment', 'refund')),
  payment_id    text UNIQUE REFERENCES payments (id),        -- a payment is credited at most once
  order_id      text REFERENCES orders (id),
  created_at    timestamptz NOT NULL,
  -- A top-up names its verified payment.
  CHECK (cause <> 'top_up' OR (payment_id IS NOT NULL AND order_id IS NULL AND amount_paise > 0)),
  -- An order paid from the wallet names the order.
  CHECK (cause <> 'order_payment' OR (order_id IS NOT NULL AND payment_id IS NULL AND amount_paise < 0)),
  -- A refund names its order: a rejected or cancelled paid order (no payment), or an online payment the
  -- order could not take (the order was already paid by another attempt, or was cancelled meanwhile).
  CHECK (cause <> 'refund' OR (order_id IS NOT NULL AND amount_paise > 0))
);
CREATE INDEX wallet_entries_customer ON wallet_entries (customer_id, id);
-- An order is paid from the wallet once, and refunded for its rejection or cancellation once.
CREATE UNIQUE INDEX wallet_entries_one_spend ON wallet_entries (order_id) WHERE cause = 'order_payment';
CREATE UNIQUE INDEX wallet_entries_one_refund ON wallet_entries (order_id) WHERE cause = 'refund' AND payment_id IS NULL;

CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: add a correcting entry instead';
END;
$$;
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();

-- The balance now comes from the ledger; nothing ever wrote this column (no top-up existed before).
ALTER TABLE customers DROP COLUMN wallet_paise;
