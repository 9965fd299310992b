-- Offer codes and their use by customers' orders.

CREATE TABLE offers (
  code                text PRIMARY KEY CHECK (code = upper(code)),
  title               text NOT NULL,
  description         text NOT NULL,
  terms               text NOT NULL,
  image               text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('percent', 'flat')),
  value               integer NOT NULL CHECK (value > 0),        -- percent, or paise for a flat offer
  min_order_paise     integer NOT NULL DEFAULT 0 CHECK (min_order_paise >= 0),
  max_discount_paise  integer CHECK (max_discount_paise >= 0),
  valid_from          timestamptz NOT NULL,
  valid_to            timestamptz NOT NULL,
  take_away_only      boolean NOT NULL DEFAULT false,
  uses_per_customer   integer NOT NULL DEFAULT 1 CHECK (uses_per_customer >= 1),
  sort_order          integer NOT NULL,
  CHECK (kind = 'flat' OR value <= 100),
  CHECK (valid_from < valid_to)
);

-- One row per order that used a code: the per-customer limit counts these. Checkout writes them.
CREATE TABLE offer_redemptions (
  id           bigserial PRIMARY KEY,
  offer_code   text NOT NULL REFERENCES offers (code),
  customer_id  text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL
);
CREATE INDEX offer_redemptions_customer ON offer_redemptions (customer_id, offer_code);
