-- Cities, outlets, the menu and the home page content: everything a visitor browses.

CREATE TABLE cities (
  name        text PRIMARY KEY,
  served      boolean NOT NULL,          -- false: coming soon
  sort_order  integer NOT NULL
);

CREATE TABLE outlets (
  id              text PRIMARY KEY,
  name            text NOT NULL,
  master_name     text NOT NULL,
  city            text NOT NULL REFERENCES cities (name),
  area            text NOT NULL,           -- the locality customers pick in the pickup panel
  address         text NOT NULL,
  outlet_type     text NOT NULL,           -- 'Restaurant', 'Express', 'Cloud Kitchen'
  delivery        text NOT NULL DEFAULT 'Disabled' CHECK (delivery IN ('Enabled', 'Disabled')),
  pickup          text NOT NULL DEFAULT 'Enabled' CHECK (pickup IN ('Enabled', 'Disabled')),
  is_active       boolean NOT NULL DEFAULT true,   -- false: closed by the chain until further notice
  from_time       time NOT NULL,
  to_time         time NOT NULL,
  latitude        double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude       double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  first_number    text NOT NULL,
  second_number   text,
  good_for        text NOT NULL DEFAULT '',
  sort_order      integer NOT NULL
);
CREATE INDEX outlets_city ON outlets (city);

CREATE TABLE super_categories (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  image       text NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE categories (
  id                 text PRIMARY KEY,
  name               text NOT NULL UNIQUE,
  super_category_id  text NOT NULL REFERENCES super_categories (id),
  sort_order         integer NOT NULL
);

CREATE TABLE addon_categories (
  id               text PRIMARY KEY,
  name             text NOT NULL,
  min_no_of_addon  integer NOT NULL DEFAULT 1 CHECK (min_no_of_addon >= 1)
);

CREATE TABLE addons (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  alias_name   text NOT NULL,
  rate_paise   integer NOT NULL CHECK (rate_paise >= 0),
  is_jain      boolean NOT NULL DEFAULT false   -- the Jain preparation add-on (rate 0)
);

CREATE TABLE products (
  id                  text PRIMARY KEY,
  name                text NOT NULL,
  alias_name          text NOT NULL,
  description         text NOT NULL,
  alias_description   text NOT NULL,
  preview_image       text NOT NULL,
  category_id         text NOT NULL REFERENCES categories (id),
  rate_paise          integer NOT NULL CHECK (rate_paise > 0),
  rating              numeric(2, 1) NOT NULL CHECK (rating BETWEEN 0 AND 5),
  popularity          integer NOT NULL CHECK (popularity >= 0),   -- orders in the last 90 days
  is_non_veg          boolean NOT NULL,
  is_chef             boolean NOT NULL DEFAULT false,
  is_new              boolean NOT NULL DEFAULT false,
  is_deleted          boolean NOT NULL DEFAULT false,
  jain_addon_id       text REFERENCES addons (id),                -- set: the dish can be made Jain
  addon_category_id   text REFERENCES addon_categories (id),
  sort_order          integer NOT NULL
);
CREATE INDEX products_category ON products (category_id);

CREATE TABLE product_addons (
  product_id  text NOT NULL REFERENCES products (id),
  addon_id    text NOT NULL REFERENCES addons (id),
  PRIMARY KEY (product_id, addon_id)
);

CREATE TABLE banners (
  id          text PRIMARY KEY,
  image       text NOT NULL,
  type        text NOT NULL CHECK (type IN ('image', 'video')),
  file_type   text NOT NULL,
  sort_order  integer NOT NULL
);

CREATE TABLE dynamic_content (
  key          text PRIMARY KEY,     -- favourite1..favourite4, offermodal, order_online
  image        text NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL,
  type         text NOT NULL CHECK (type IN ('image', 'video'))
);

CREATE TABLE statistics (
  id           serial PRIMARY KEY,
  count        integer NOT NULL,
  title        text NOT NULL,
  description  text NOT NULL,
  sort_order   integer NOT NULL
);

CREATE TABLE settings (
  key    text PRIMARY KEY,           -- app_link_android, app_link_ios
  value  text NOT NULL
);
