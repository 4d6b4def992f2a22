CREATE TABLE "buyer_group_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"price_cents" bigint,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent_off_bp" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "buyer_group_items" ADD CONSTRAINT "buyer_group_items_group_id_buyer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buyer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_group_items" ADD CONSTRAINT "buyer_group_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_group_items" ADD CONSTRAINT "buyer_group_items_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_group_items_item_idx" ON "buyer_group_items" USING btree ("group_id","product_id",coalesce("variation_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_groups_name_lower_idx" ON "buyer_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_groups_default_idx" ON "buyer_groups" USING btree ("is_default") WHERE "buyer_groups"."is_default";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_buyer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buyer_groups"("id") ON DELETE set null ON UPDATE no action;