-- Names were not unique before this migration. Trim them, then number the later repeats within their
-- scope ("Main", "Main (2)", "Main (3)": the oldest keeps its name) so the unique indexes can be built.
DO $$
DECLARE
  spec record;
  dup record;
  n integer;
  candidate text;
  is_free boolean;
BEGIN
  FOR spec IN
    SELECT * FROM (VALUES
      ('branches', 'branch_name_english', 'shop_id::text'),
      ('branches', 'branch_name_arabic', 'shop_id::text'),
      ('services', 'name', 'shop_id::text'),
      ('packages', 'name', 'shop_id::text || branch_id::text')
    ) AS s(tbl, col, scope)
  LOOP
    EXECUTE format('UPDATE %1$I SET %2$I = btrim(%2$I) WHERE %2$I <> btrim(%2$I)', spec.tbl, spec.col);
    FOR dup IN EXECUTE format(
      'SELECT id, %1$I AS name, scope FROM (SELECT id, %1$I, %2$s AS scope, row_number() OVER '
        '(PARTITION BY %2$s, lower(%1$I) ORDER BY created_at, id) AS nth FROM %3$I) ranked WHERE nth > 1',
      spec.col, spec.scope, spec.tbl)
    LOOP
      n := 2;
      LOOP
        candidate := dup.name || ' (' || n || ')';
        EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %1$I WHERE %2$s = $1 AND lower(%3$I) = lower($2))',
          spec.tbl, spec.scope, spec.col) INTO is_free USING dup.scope, candidate;
        EXIT WHEN is_free;
        n := n + 1;
      END LOOP;
      EXECUTE format('UPDATE %1$I SET %2$I = $1 WHERE id = $2', spec.tbl, spec.col) USING candidate, dup.id;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_shop_name_english_uq" ON "branches" USING btree ("shop_id",lower("branch_name_english"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_shop_name_arabic_uq" ON "branches" USING btree ("shop_id",lower("branch_name_arabic"));--> statement-breakpoint
CREATE UNIQUE INDEX "packages_shop_branch_name_uq" ON "packages" USING btree ("shop_id","branch_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_shop_name_uq" ON "services" USING btree ("shop_id",lower("name"));--> statement-breakpoint
ALTER TABLE "job_cards" ADD COLUMN "previous_odometer" integer;--> statement-breakpoint
-- Job cards read before the rule: the reading each is checked against when edited is the highest
-- reading of the vehicle's earlier job cards; with none, only the lower bound of zero applies.
UPDATE "job_cards" AS "jc" SET "previous_odometer" = (
  SELECT max("earlier"."odometer") FROM "job_cards" AS "earlier"
  WHERE "earlier"."vehicle_id" = "jc"."vehicle_id" AND "earlier"."created_at" < "jc"."created_at"
) WHERE "jc"."odometer" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "branch_address" jsonb;--> statement-breakpoint
-- Invoices issued before the address was kept print the shop's and the branch's addresses as they stand now:
-- the nearest there is to their address at issue. Same text as addressText() in the domain package.
WITH shop_address AS (
  SELECT s.id,
    concat_ws(', ', nullif(trim(s.address), ''), ci.name, st.name, co.name) AS english,
    concat_ws('، ', nullif(trim(s.address), ''), coalesce(nullif(ci.name_arabic, ''), ci.name),
      coalesce(nullif(st.name_arabic, ''), st.name), coalesce(nullif(co.name_arabic, ''), co.name)) AS arabic
  FROM shops s
  LEFT JOIN cities ci ON ci.id = s.city_id
  LEFT JOIN states st ON st.id = s.state_id
  LEFT JOIN countries co ON co.id = s.country_id
)
UPDATE invoices i SET seller_address = jsonb_build_object('english', a.english, 'arabic', a.arabic)
FROM shop_address a WHERE a.id = i.shop_id AND a.english <> '';--> statement-breakpoint
WITH branch_address AS (
  SELECT b.id,
    concat_ws(', ', nullif(trim(b.address), ''), ci.name, st.name, co.name) AS english,
    concat_ws('، ', nullif(trim(b.address), ''), coalesce(nullif(ci.name_arabic, ''), ci.name),
      coalesce(nullif(st.name_arabic, ''), st.name), coalesce(nullif(co.name_arabic, ''), co.name)) AS arabic
  FROM branches b
  LEFT JOIN cities ci ON ci.id = b.city_id
  LEFT JOIN states st ON st.id = b.state_id
  LEFT JOIN countries co ON co.id = b.country_id
)
UPDATE invoices i SET branch_address = jsonb_build_object('english', a.english, 'arabic', a.arabic)
FROM branch_address a WHERE a.id = i.branch_id AND a.english <> '';
