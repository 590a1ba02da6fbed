CREATE TABLE "shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"ship_rocket_order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"awb" text,
	"courier_id" integer,
	"courier_name" text,
	"track_url" text,
	"booked_by" text,
	"skipped_packing" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"return_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_valid" CHECK (status in ('booked', 'cancelled', 'in_transit', 'delivered', 'rto_in_transit', 'returned_to_origin', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfillment_status_valid";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK (payment_status in ('cod_due', 'cod_to_remit', 'awaiting', 'paid', 'partly_refunded', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfillment_status_valid" CHECK (fulfillment_status in ('unfulfilled', 'packed', 'shipment_booked', 'shipped', 'out_for_delivery', 'delivered', 'rto_in_transit', 'returned_to_origin', 'lost'));--> statement-breakpoint
-- hand-written: a shipment row for each order booked before shipments had a table of their own.
INSERT INTO "shipments" ("id", "order_id", "status", "ship_rocket_order_id", "shipment_id", "awb", "courier_name", "created_at", "updated_at")
SELECT substr(md5("id" || ':shipment'), 1, 24), "id",
  CASE WHEN "status" = 'Canceled' THEN 'cancelled'
       WHEN "fulfillment_status" = 'delivered' THEN 'delivered'
       WHEN "fulfillment_status" IN ('shipped', 'out_for_delivery') THEN 'in_transit'
       ELSE 'booked' END,
  "ship_rocket_order_id", coalesce("shipment_id", ''), nullif("tracking", 'NA'), "courier_name", "updated_at", "updated_at"
FROM "orders" WHERE "ship_rocket_order_id" IS NOT NULL;
