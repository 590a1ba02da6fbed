CREATE TABLE "return_units" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" text NOT NULL,
	"position" integer NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"inspected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inspected_by" text,
	CONSTRAINT "return_units_outcome_valid" CHECK (outcome in ('restock', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "returns" DROP CONSTRAINT "returns_status_valid";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_override_reason" text;--> statement-breakpoint
ALTER TABLE "return_units" ADD CONSTRAINT "return_units_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_units_position_unique" ON "return_units" USING btree ("return_id","position");--> statement-breakpoint
CREATE INDEX "returns_order_item_idx" ON "returns" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_shipment_idx" ON "returns" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_returned_within_quantity" CHECK ("order_items"."returned_quantity" between 0 and "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (status in ('Placed', 'Processing', 'Shipped', 'Delivered', 'Canceled', 'Return Requested', 'Return Approved', 'Return Pickup Initiated', 'Return in Progress', 'Refunded', 'Return Rejected', 'Paid', 'Pending', 'Awaiting Payment', 'Completed', 'Returned', 'Out for Delivery', 'Return Received', 'Partly Returned'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_quantity_positive" CHECK ("returns"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_valid" CHECK (status in ('Requested', 'Approved', 'Rejected', 'Pickup Booked', 'Picked Up', 'Received', 'Refunded'));--> statement-breakpoint
-- hand-written:
-- A line was flagged returned whole by a return of one unit (spec 001 s9): it now counts the
-- units under its returns, so the rest of the line can still be returned (docs/decisions/187).
UPDATE "order_items" SET "returned_quantity" = LEAST("quantity", (SELECT count(*) FROM "returns" r WHERE r."order_item_id" = "order_items"."id"))::integer WHERE "returned";--> statement-breakpoint
UPDATE "order_items" SET "returned" = ("returned_quantity" >= "quantity") WHERE "returned";--> statement-breakpoint
-- An order whose return refunded part of it said Refunded: it is Partly Returned.
UPDATE "orders" SET "status" = 'Partly Returned', "return_status" = 'Partly Returned' WHERE "status" = 'Refunded' AND "return_status" = 'Refunded' AND "refunded_paise" < "total_paise" AND EXISTS (SELECT 1 FROM "returns" r WHERE r."order_id" = "orders"."id" AND r."status" = 'Refunded');
