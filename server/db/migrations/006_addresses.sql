-- Customers' saved delivery addresses; lat and long are the pin the customer confirmed on the map.

CREATE TABLE customer_addresses (
  id              text PRIMARY KEY,
  customer_id     text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  add_type        text NOT NULL CHECK (add_type IN ('home', 'office', 'hotel', 'other')),
  name            text NOT NULL,
  email           text NOT NULL,
  house_number    text NOT NULL,
  address_line_1  text NOT NULL,
  city            text NOT NULL,
  state           text NOT NULL,
  pin_code        text NOT NULL CHECK (pin_code ~ '^[0-9]{1,6}$'),
  lat             double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  long            double precision NOT NULL CHECK (long BETWEEN -180 AND 180),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id, created_at);
