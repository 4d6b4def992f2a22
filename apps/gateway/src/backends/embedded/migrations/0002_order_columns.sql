ALTER TABLE "orders" ADD COLUMN "buyer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- data migration: orders placed before this migration kept the buyer and addresses in the JSONB
-- billing column (and the shipping address in the creation payload); copy them into the columns
UPDATE "orders" SET
  "buyer_email" = coalesce("billing"->>'email', ''),
  "buyer_phone" = nullif("billing"->>'phone', ''),
  "billing_first_name" = coalesce("billing"->>'first_name', ''),
  "billing_last_name" = coalesce("billing"->>'last_name', ''),
  "billing_street" = coalesce("billing"->>'address_1', ''),
  "billing_city" = coalesce("billing"->>'city', ''),
  "billing_postcode" = coalesce("billing"->>'postcode', ''),
  "billing_country" = coalesce("billing"->>'country', ''),
  "shipping_first_name" = coalesce("payload"->'shipping'->>'first_name', "billing"->>'first_name', ''),
  "shipping_last_name" = coalesce("payload"->'shipping'->>'last_name', "billing"->>'last_name', ''),
  "shipping_street" = coalesce("payload"->'shipping'->>'address_1', "billing"->>'address_1', ''),
  "shipping_city" = coalesce("payload"->'shipping'->>'city', "billing"->>'city', ''),
  "shipping_postcode" = coalesce("payload"->'shipping'->>'postcode', "billing"->>'postcode', ''),
  "shipping_country" = coalesce("payload"->'shipping'->>'country', "billing"->>'country', '');--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "billing";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payload";
