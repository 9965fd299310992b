-- An offer for a customer's first order (WOKFIRST20 says so): refused once the customer has an order that went
-- through, one the outlet neither rejected nor cancelled.
ALTER TABLE offers ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;
UPDATE offers SET first_order_only = true WHERE code = 'WOKFIRST20';
