-- btree_gin lets a GIN trigram index start with the tenant column (decision 0027).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "clients_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "client_vehicles_shop_plate_trgm_idx" ON "client_vehicles" USING gin ("shop_id","plate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_shop_search_trgm_idx" ON "clients" USING gin ("shop_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_shop_name_trgm_idx" ON "clients" USING gin ("shop_id","name" gin_trgm_ops);