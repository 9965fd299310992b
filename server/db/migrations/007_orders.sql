-- Orders. An order keeps a snapshot of what was bought, where it goes and what it cost when placed:
-- later changes to the menu, prices or the customer's addresses do not change it.
-- Amounts in whole paise. Times come from the application's clock (a parameter), never from now().

CREATE TABLE orders (
  id                     text PRIMARY KEY,
  order_number           bigint GENERATED ALWAYS AS IDENTITY UNIQUE,   -- shown as WF-000123
  customer_id            text NOT NULL REFERENCES customers (id),
  checkout_id            text NOT NULL,                  -- made by the browser once per checkout
  outlet_id              text NOT NULL REFERENCES outlets (id),
  outlet_location        text NOT NULL,                  -- the outlet's name and city when placed
  order_type             text NOT NULL CHECK (order_type IN ('delivery', 'take_out')),
  status                 text NOT NULL CHECK (status IN ('placed', 'accepted', 'preparing', 'dispatched',
                                                         'delivered', 'settled', 'rejected', 'cancelled')),
  payment_type           text NOT NULL CHECK (payment_type IN ('COD', 'ONLINE')),
  payment_status         text NOT NULL,
  -- The delivery address as it was: house number and address line; state and pin code; city; the customer's mobile.
  address1               text,
  address2               text,
  city                   text,
  mobile                 text,
  instructions           text NOT NULL DEFAULT '',
  subtotal_paise         integer NOT NULL CHECK (subtotal_paise > 0),
  discount_paise         integer NOT NULL CHECK (discount_paise BETWEEN 0 AND subtotal_paise),
  tax_paise              integer NOT NULL CHECK (tax_paise >= 0),
  delivery_charge_paise  integer NOT NULL CHECK (delivery_charge_paise >= 0),
  amount_paise           integer NOT NULL,               -- what the customer pays
  offer_code             text REFERENCES offers (code),
  tracking_url           text,
  rider_name             text,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  UNIQUE (customer_id, checkout_id),
  CHECK (amount_paise = subtotal_paise - discount_paise + tax_paise + delivery_charge_paise),
  CHECK ((order_type = 'delivery') = (address1 IS NOT NULL AND address2 IS NOT NULL AND city IS NOT NULL
                                      AND mobile IS NOT NULL)),
  CHECK (order_type = 'delivery' OR delivery_charge_paise = 0)
);
CREATE INDEX orders_customer ON orders (customer_id, created_at);

CREATE TABLE order_lines (
  order_id          text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position          integer NOT NULL,                   -- the cart's order of lines
  product_id        text NOT NULL REFERENCES products (id),
  name              text NOT NULL,
  preview_image     text NOT NULL,
  is_non_veg        boolean NOT NULL,
  is_jain           boolean NOT NULL,
  addon_names       text[] NOT NULL,
  unit_price_paise  integer NOT NULL CHECK (unit_price_paise > 0),   -- one portion with its add-ons
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 50),
  PRIMARY KEY (order_id, position)
);

-- Every status an order reached, with when: the first is 'placed'.
CREATE TABLE order_status_events (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id  text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status    text NOT NULL CHECK (status IN ('placed', 'accepted', 'preparing', 'dispatched',
                                            'delivered', 'settled', 'rejected', 'cancelled')),
  at        timestamptz NOT NULL
);
CREATE INDEX order_status_events_order ON order_status_events (order_id, id);

-- A redemption written by checkout names its order; an order uses a code once.
ALTER TABLE offer_redemptions ADD COLUMN order_id text UNIQUE REFERENCES orders (id);
