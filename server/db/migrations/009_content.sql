-- The blog, and what customers send through the feedback form.
-- Times come from the application's clock (a parameter), never from now().

CREATE TABLE blog_posts (
  id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),   -- the post's address: /blog-details/{id}
  image        text NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL,               -- HTML as written; the server sanitizes it on every read
  tags         text[] NOT NULL DEFAULT '{}',
  created_at   timestamptz NOT NULL
);
CREATE INDEX blog_posts_created ON blog_posts (created_at);

CREATE TABLE feedback (
  id              bigserial PRIMARY KEY,
  name            text NOT NULL,
  city            text NOT NULL REFERENCES cities (name),
  outlet_id       text NOT NULL REFERENCES outlets (id),
  mobile_number   text NOT NULL CHECK (mobile_number ~ '^[0-9]{10}$'),
  email           text NOT NULL,
  type            text NOT NULL CHECK (type IN ('concern', 'appreaciation', 'suggestion', 'query')),
  comments        text NOT NULL,
  client_address  text NOT NULL,            -- the per-client hourly limit counts these
  created_at      timestamptz NOT NULL
);
CREATE INDEX feedback_client ON feedback (client_address, created_at);
CREATE INDEX feedback_outlet ON feedback (outlet_id, created_at);
