CREATE TABLE "stock_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"return_id" text,
	"by_id" text,
	"by_name" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_stock_after_nonnegative" CHECK ("stock_moves"."stock_after" >= 0),
	CONSTRAINT "stock_moves_reason_valid" CHECK (reason in ('opening', 'sale', 'order_released', 'order_retaken', 'return_restock', 'return_damaged', 'received', 'damaged', 'lost', 'count_correction'))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id");--> statement-breakpoint
-- hand-written:
-- Every product that exists before the ledger gets one opening row with its stock, so that a
-- product's moves always add up to its stock (docs/decisions/184).
INSERT INTO "stock_moves" ("product_id", "delta", "stock_after", "reason", "note")
  SELECT "id", "inventory", "inventory", 'opening', 'Stock when the ledger began' FROM "products" ORDER BY "id";
