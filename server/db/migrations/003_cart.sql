-- Carts. Lines keep only the customer's choices; every price is read from the catalogue when the cart is shown.

ALTER TABLE outlets
  ADD COLUMN delivery_charge_paise integer NOT NULL DEFAULT 4000 CHECK (delivery_charge_paise >= 0),
  ADD COLUMN cash_on_delivery boolean NOT NULL DEFAULT true;

CREATE TABLE cart_lines (
  id           text PRIMARY KEY,
  customer_id  text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id   text NOT NULL REFERENCES products (id),
  is_jain      boolean NOT NULL,
  addon_ids    text[] NOT NULL,              -- sorted and without repeats: the same choices are the same line
  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 50),
  created_at   timestamptz NOT NULL,
  added_order  bigint GENERATED ALWAYS AS IDENTITY,   -- lines show in the order they were added
  UNIQUE (customer_id, product_id, is_jain, addon_ids)
);
CREATE INDEX cart_lines_customer ON cart_lines (customer_id, added_order);
