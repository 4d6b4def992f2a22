ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_days" integer;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "min_quantity" integer;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "quantity_step" integer;