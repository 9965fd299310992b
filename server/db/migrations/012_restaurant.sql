-- The restaurant side. A take-away order is made 'ready' at the counter before it is collected.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('placed', 'accepted', 'preparing',
  'dispatched', 'ready', 'delivered', 'settled', 'rejected', 'cancelled'));
ALTER TABLE order_status_events DROP CONSTRAINT order_status_events_status_check;
ALTER TABLE order_status_events ADD CONSTRAINT order_status_events_status_check CHECK (status IN ('placed',
  'accepted', 'preparing', 'dispatched', 'ready', 'delivered', 'settled', 'rejected', 'cancelled'));
ALTER TABLE order_status_events DROP CONSTRAINT order_status_events_from_status_check;
ALTER TABLE order_status_events ADD CONSTRAINT order_status_events_from_status_check CHECK (from_status IN ('placed',
  'accepted', 'preparing', 'dispatched', 'ready', 'delivered', 'settled', 'rejected', 'cancelled'));

--  An accepted order carries the preparation time its outlet promised and when it
-- will be ready (take-away) or at the door (delivery); a dispatched one its rider's phone besides the name.
ALTER TABLE orders ADD COLUMN prep_minutes integer CHECK (prep_minutes BETWEEN 1 AND 600);
ALTER TABLE orders ADD COLUMN eta timestamptz;
ALTER TABLE orders ADD COLUMN rider_phone text;
CREATE INDEX orders_outlet ON orders (outlet_id, created_at);

-- The point of sale names each of its moves: an event received twice is applied once.
CREATE TABLE pos_events (
  event_id     text PRIMARY KEY,
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status       text NOT NULL,
  received_at  timestamptz NOT NULL
);

-- The outlet's staff may open or close it now, whatever its hours say, until the next opening (the
-- override lapses at `open_override_until`); delivery and take-away are paused with its existing flags.
ALTER TABLE outlets ADD COLUMN open_override boolean;
ALTER TABLE outlets ADD COLUMN open_override_until timestamptz;

-- Dishes sold out at one outlet, until its staff mark them back.
CREATE TABLE outlet_sold_out (
  outlet_id   text NOT NULL REFERENCES outlets (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  since       timestamptz NOT NULL,
  PRIMARY KEY (outlet_id, product_id)
);
