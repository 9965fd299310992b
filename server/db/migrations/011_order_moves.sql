-- Every move of an order is recorded with who made it, from which status, and why (a rejection's or a
-- cancellation's reason). The first event of each order, 'placed', has no status before it.

ALTER TABLE order_status_events ADD COLUMN actor text NOT NULL DEFAULT 'system'
  CHECK (actor IN ('staff', 'pos', 'customer', 'system'));
ALTER TABLE order_status_events ADD COLUMN from_status text
  CHECK (from_status IN ('placed', 'accepted', 'preparing', 'dispatched', 'delivered', 'settled', 'rejected', 'cancelled'));
ALTER TABLE order_status_events ADD COLUMN reason text;
-- The customer places an order: the events written so far were all 'placed' events.
UPDATE order_status_events SET actor = 'customer' WHERE status = 'placed';
