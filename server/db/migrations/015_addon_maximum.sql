-- Issue 17: an add-on group has a maximum as well as a minimum ('Pick any two sauces' took four); a group whose
-- maximum is one is chosen with radio buttons.
ALTER TABLE addon_categories ADD COLUMN max_no_of_addon integer;

-- A group made before had no maximum: it keeps none in effect, as many as its dish offering the most offers.
UPDATE addon_categories AS ac SET max_no_of_addon = GREATEST(ac.min_no_of_addon, COALESCE((
  SELECT max(offered.count) FROM (
    SELECT count(*) AS count FROM products p JOIN product_addons pa ON pa.product_id = p.id
    WHERE p.addon_category_id = ac.id GROUP BY p.id
  ) AS offered
), 0));

-- The demo's groups take the counts their names say (the seed's values, for a database seeded before).
UPDATE addon_categories SET max_no_of_addon = 2 WHERE id = 'two-sauces' AND name = 'Pick any two sauces';
UPDATE addon_categories SET max_no_of_addon = 1
WHERE (id, name) IN (('dips', 'Choose your dip'), ('toppings', 'Add a topping'));

ALTER TABLE addon_categories ALTER COLUMN max_no_of_addon SET NOT NULL;
ALTER TABLE addon_categories ADD CONSTRAINT addon_categories_max_not_below_min CHECK (max_no_of_addon >= min_no_of_addon);
