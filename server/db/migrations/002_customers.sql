-- Customers, their sign-in codes and sessions, and the development SMS outbox.
-- Times come from the application's clock (a parameter), never from now(), so tests can move time.

CREATE TABLE customers (
  id             text PRIMARY KEY,
  mobile_number  text NOT NULL UNIQUE CHECK (mobile_number ~ '^[0-9]{10}$'),
  first_name     text NOT NULL,
  last_name      text NOT NULL DEFAULT '',
  email          text NOT NULL,
  wallet_paise   bigint NOT NULL DEFAULT 0 CHECK (wallet_paise >= 0),
  delivery_type  text NOT NULL DEFAULT 'take_out' CHECK (delivery_type IN ('delivery', 'take_out')),
  outlet_id      text REFERENCES outlets (id),
  created_at     timestamptz NOT NULL
);

-- Every request for a code, known number or not: the per-client hourly limit counts these.
CREATE TABLE otp_requests (
  id              bigserial PRIMARY KEY,
  client_address  text NOT NULL,
  mobile_number   text NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX otp_requests_client ON otp_requests (client_address, created_at);

-- One login attempt: the code only as a hash, bound to the attempt's own id.
CREATE TABLE otp_challenges (
  id           text PRIMARY KEY,            -- SHA-256 of the challenge token the browser holds
  customer_id  text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code_hash    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  wrong_tries  integer NOT NULL DEFAULT 0,
  closed_at    timestamptz,                 -- used, worn out by wrong tries, or replaced by a newer code
  created_at   timestamptz NOT NULL
);
CREATE INDEX otp_challenges_customer ON otp_challenges (customer_id, created_at);

CREATE TABLE sessions (
  token_hash    text PRIMARY KEY,           -- SHA-256 of the bearer token
  customer_id   text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz NOT NULL,
  revoked_at    timestamptz
);
CREATE INDEX sessions_customer ON sessions (customer_id);

CREATE TABLE sms_outbox (
  id             bigserial PRIMARY KEY,
  mobile_number  text NOT NULL,
  text           text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox (mobile_number, created_at);
