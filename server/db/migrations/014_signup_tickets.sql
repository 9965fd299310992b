-- Issue 18: sign-in answers every well-formed number alike and texts it a code, account or not, so a code
-- names the number it was sent to; the customer's account, when there is one. An account is created only
-- with a sign-up ticket, which a right code for a number without an account gives.

ALTER TABLE otp_challenges ADD COLUMN mobile_number text;
UPDATE otp_challenges AS c SET mobile_number = COALESCE(
  (SELECT mobile_number FROM customers WHERE id = c.customer_id),
  (SELECT mobile_number FROM staff WHERE id = c.staff_id)
);
ALTER TABLE otp_challenges ALTER COLUMN mobile_number SET NOT NULL;
-- A customer's code (staff_id NULL) may name no account yet; a member of staff's always names one.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_one_holder;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_one_holder CHECK (customer_id IS NULL OR staff_id IS NULL);
CREATE INDEX otp_challenges_mobile ON otp_challenges (mobile_number, created_at);

-- The per-client hourly limits count codes asked for and accounts created, each against its own limit.
ALTER TABLE otp_requests ADD COLUMN purpose text NOT NULL DEFAULT 'code' CHECK (purpose IN ('code', 'signup'));
DROP INDEX otp_requests_client;
CREATE INDEX otp_requests_client ON otp_requests (client_address, purpose, created_at);

-- A verified number without an account: `register`'s bearer, once, for a few minutes.
CREATE TABLE signup_tickets (
  token_hash     text PRIMARY KEY,            -- SHA-256 of the ticket the browser holds
  mobile_number  text NOT NULL CHECK (mobile_number ~ '^[0-9]{10}$'),
  outlet_id      text REFERENCES outlets (id),  -- chosen before signing in: the new customer's outlet
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  created_at     timestamptz NOT NULL
);
