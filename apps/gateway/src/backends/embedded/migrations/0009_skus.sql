ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "sku" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "variations_sku_lower_idx" ON "variations" USING btree (lower("sku"));