-- Every change to what the catalogue reads show (menu, outlets, sold-out dishes, content, blog) is announced
-- on the channel `wokflow_catalogue` when its transaction commits, whoever made it: a use case, the seed, or
-- an operator in psql. Every server listens and drops the replies it keeps in memory.
-- PostgreSQL folds identical notifications of one transaction into one: a bulk change costs one per table.
CREATE FUNCTION announce_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wokflow_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'cities', 'outlets', 'outlet_sold_out', 'super_categories', 'categories', 'addon_categories', 'addons',
    'products', 'product_addons', 'banners', 'dynamic_content', 'statistics', 'settings', 'blog_posts'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER announce_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change()',
      name
    );
  END LOOP;
END;
$$;
