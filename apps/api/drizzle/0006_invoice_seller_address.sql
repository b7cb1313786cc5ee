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
