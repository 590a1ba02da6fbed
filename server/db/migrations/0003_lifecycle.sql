CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"summary" text NOT NULL,
	"data" jsonb,
	CONSTRAINT "order_events_kind_valid" CHECK (kind in ('status', 'payment', 'refund', 'shipment', 'mail', 'packing', 'note')),
	CONSTRAINT "order_events_actor_valid" CHECK ("order_events"."actor" in ('customer', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"return_id" text,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"gateway_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"order_status_after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_valid" CHECK (status in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_method_valid" CHECK (method in ('gateway', 'cash', 'upi', 'bank_transfer'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'cod_due' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packing_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packing_skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packing_note" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "order_id" text;--> statement-breakpoint
-- Backfill (written by hand after generation; the schema snapshot is unchanged by it): the old
-- fulfillment_status held why an unpaid online order was released; that moves to cancel_reason,
-- and the payment and fulfilment states are derived from what the order already records.
UPDATE "orders" SET "cancel_reason" = "fulfillment_status" WHERE "fulfillment_status" IN ('payment_failed', 'payment_abandoned', 'payment_not_started');--> statement-breakpoint
UPDATE "orders" SET "payment_status" = CASE
  WHEN "payment_method" = 'COD' AND "status" IN ('Delivered', 'Completed', 'Return Requested', 'Return Approved', 'Return Pickup Initiated', 'Return in Progress', 'Return Rejected', 'Returned') THEN 'paid'
  WHEN "payment_method" = 'COD' AND "status" = 'Refunded' THEN 'refunded'
  WHEN "payment_method" = 'COD' THEN 'cod_due'
  WHEN "status" = 'Refunded' THEN 'refunded'
  WHEN "razorpay_payment_id" IS NOT NULL THEN 'paid'
  WHEN "status" = 'Awaiting Payment' THEN 'awaiting'
  ELSE 'voided'
END;--> statement-breakpoint
UPDATE "orders" SET "fulfillment_status" = CASE
  WHEN "status" = 'Processing' AND "ship_rocket_order_id" IS NOT NULL THEN 'shipment_booked'
  WHEN "status" = 'Processing' THEN 'packed'
  WHEN "status" = 'Shipped' THEN 'shipped'
  WHEN "status" = 'Out for Delivery' THEN 'out_for_delivery'
  WHEN "delivery_date" IS NOT NULL THEN 'delivered'
  ELSE 'unfulfilled'
END;--> statement-breakpoint
INSERT INTO "refunds" ("id", "order_id", "return_id", "amount_paise", "method", "gateway_refund_id", "status", "created_at", "completed_at")
  SELECT r."id", r."order_id", r."id", oi."price_paise", CASE WHEN r."refund_id" IS NULL THEN 'cash' ELSE 'gateway' END, r."refund_id", 'succeeded', r."refunded_at", r."refunded_at"
  FROM "returns" r JOIN "order_items" oi ON oi."id" = r."order_item_id"
  WHERE r."refunded_at" IS NOT NULL AND oi."price_paise" > 0;--> statement-breakpoint
UPDATE "orders" o SET "refunded_paise" = LEAST(o."total_paise", COALESCE((SELECT sum(f."amount_paise") FROM "refunds" f WHERE f."order_id" = o."id"), 0));--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'partly_refunded' WHERE "refunded_paise" > 0 AND "refunded_paise" < "total_paise";--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'refunded' WHERE "refunded_paise" > 0 AND "refunded_paise" = "total_paise";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "fulfillment_status" SET DEFAULT 'unfulfilled';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "fulfillment_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_return" ON "refunds" USING btree ("return_id") WHERE "refunds"."return_id" is not null and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_whole_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."return_id" is null and "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "orders_packing_queue_idx" ON "orders" USING btree ("status","packing_skipped_at","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_order_idx" ON "outbox_messages" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_paise" between 0 and "orders"."total_paise");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK (status in ('Placed', 'Processing', 'Shipped', 'Delivered', 'Canceled', 'Return Requested', 'Return Approved', 'Return Pickup Initiated', 'Return in Progress', 'Refunded', 'Return Rejected', 'Paid', 'Pending', 'Awaiting Payment', 'Completed', 'Returned', 'Out for Delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK (payment_status in ('cod_due', 'awaiting', 'paid', 'partly_refunded', 'refunded', 'voided'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfillment_status_valid" CHECK (fulfillment_status in ('unfulfilled', 'packed', 'shipment_booked', 'shipped', 'out_for_delivery', 'delivered'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_valid" CHECK (status in ('Requested', 'Approved', 'Rejected', 'Picked Up', 'Refunded'));