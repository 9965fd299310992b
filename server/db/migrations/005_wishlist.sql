-- The dishes each customer likes (Favorite).

CREATE TABLE wishlist (
  customer_id  text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id   text NOT NULL REFERENCES products (id),
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);
