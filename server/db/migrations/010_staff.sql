-- The restaurant side's people: staff accounts, each belonging to one or more outlets. Staff sign in
-- like customers (a code texted to their mobile number), so codes and sessions name either a customer
-- or a member of staff, never both: a customer's session opens no staff call, and the other way round.

CREATE TABLE staff (
  id             text PRIMARY KEY,
  mobile_number  text NOT NULL UNIQUE CHECK (mobile_number ~ '^[0-9]{10}$'),
  name           text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL
);

CREATE TABLE staff_outlets (
  staff_id   text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  outlet_id  text NOT NULL REFERENCES outlets (id),
  PRIMARY KEY (staff_id, outlet_id)
);
CREATE INDEX staff_outlets_outlet ON staff_outlets (outlet_id);

ALTER TABLE otp_challenges ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE otp_challenges ADD COLUMN staff_id text REFERENCES staff (id) ON DELETE CASCADE;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_one_holder CHECK ((customer_id IS NULL) <> (staff_id IS NULL));
CREATE INDEX otp_challenges_staff ON otp_challenges (staff_id, created_at);

ALTER TABLE sessions ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE sessions ADD COLUMN staff_id text REFERENCES staff (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD CONSTRAINT sessions_one_holder CHECK ((customer_id IS NULL) <> (staff_id IS NULL));
CREATE INDEX sessions_staff ON sessions (staff_id);
