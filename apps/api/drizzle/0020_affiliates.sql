CREATE TABLE "affiliate_bindings" (
	"seller_id" bigint NOT NULL,
	"email" text NOT NULL,
	"program_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"publisher_id" bigint NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_bindings_seller_id_email_pk" PRIMARY KEY("seller_id","email")
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"program_id" bigint NOT NULL,
	"publisher_id" bigint NOT NULL,
	"node_id" bigint NOT NULL,
	"product_id" bigint,
	"embeddable_item_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'seller_program' NOT NULL,
	"seller_id" bigint NOT NULL,
	"publisher_id" bigint NOT NULL,
	"program_id" bigint,
	"node_id" bigint,
	"order_id" bigint NOT NULL,
	"order_rate_id" bigint,
	"payment_id" bigint,
	"product_id" bigint,
	"stage" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"clawed_back_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_amounts_check" CHECK (amount >= 0 AND clawed_back_amount BETWEEN 0 AND amount)
);
--> statement-breakpoint
CREATE TABLE "affiliate_nodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"program_id" bigint NOT NULL,
	"publisher_id" bigint,
	"email" text NOT NULL,
	"name" text,
	"state" text DEFAULT 'requested' NOT NULL,
	"initiator" text NOT NULL,
	"from_landing_page" boolean DEFAULT false NOT NULL,
	"bonus" integer,
	"parent_node_id" bigint,
	"invite_token_hash" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_program_products" (
	"program_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"commissions" jsonb NOT NULL,
	CONSTRAINT "affiliate_program_products_program_id_product_id_pk" PRIMARY KEY("program_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_programs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint NOT NULL,
	"name" text NOT NULL,
	"form" text DEFAULT 'single' NOT NULL,
	"scope" text DEFAULT 'all_products' NOT NULL,
	"commissions" jsonb NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"commission_duration" text DEFAULT 'none' NOT NULL,
	"lifetime_duration" integer,
	"cookies_expire" integer DEFAULT 180 NOT NULL,
	"provision_from_brutto" boolean DEFAULT true NOT NULL,
	"disable_landing_page" boolean DEFAULT false NOT NULL,
	"landing_body" text,
	"redirection_url" text,
	"forward_url_params" boolean DEFAULT false NOT NULL,
	"embed_forms_allowed" boolean DEFAULT false NOT NULL,
	"affiliate_redirections_allowed" boolean DEFAULT false NOT NULL,
	"affiliate_marketplace_product" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_programs_cookies_check" CHECK (cookies_expire BETWEEN 1 AND 3650),
	CONSTRAINT "affiliate_programs_bonus_check" CHECK (bonus BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "embeddable_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "embeddable_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publisher_id" bigint NOT NULL,
	"name" text NOT NULL,
	"form" text NOT NULL,
	"purpose" text NOT NULL,
	"display" text DEFAULT 'modal' NOT NULL,
	"program_id" bigint,
	"product_id" bigint,
	"custom_url" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_affiliate_referrals" (
	"seller_id" bigint PRIMARY KEY NOT NULL,
	"publisher_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_credit_memos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publisher_credit_memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publisher_id" bigint NOT NULL,
	"payout_id" bigint NOT NULL,
	"number" text NOT NULL,
	"currency" text NOT NULL,
	"net_amount" bigint NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"gross_amount" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"display_name" text,
	"website" text,
	"company" text,
	"street" text,
	"zip" text,
	"city" text,
	"country" text,
	"vat_id" text,
	"tax_number" text,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"notifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "affiliate_node_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_program_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "publisher_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate" jsonb;--> statement-breakpoint
ALTER TABLE "affiliate_bindings" ADD CONSTRAINT "affiliate_bindings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_bindings" ADD CONSTRAINT "affiliate_bindings_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_bindings" ADD CONSTRAINT "affiliate_bindings_node_id_affiliate_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."affiliate_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_bindings" ADD CONSTRAINT "affiliate_bindings_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_bindings" ADD CONSTRAINT "affiliate_bindings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_node_id_affiliate_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."affiliate_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_node_id_affiliate_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."affiliate_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_rate_id_order_rates_id_fk" FOREIGN KEY ("order_rate_id") REFERENCES "public"."order_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_nodes" ADD CONSTRAINT "affiliate_nodes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_nodes" ADD CONSTRAINT "affiliate_nodes_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_nodes" ADD CONSTRAINT "affiliate_nodes_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_program_products" ADD CONSTRAINT "affiliate_program_products_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_program_products" ADD CONSTRAINT "affiliate_program_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embeddable_items" ADD CONSTRAINT "embeddable_items_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embeddable_items" ADD CONSTRAINT "embeddable_items_program_id_affiliate_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."affiliate_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embeddable_items" ADD CONSTRAINT "embeddable_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_affiliate_referrals" ADD CONSTRAINT "platform_affiliate_referrals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_affiliate_referrals" ADD CONSTRAINT "platform_affiliate_referrals_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_credit_memos" ADD CONSTRAINT "publisher_credit_memos_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD CONSTRAINT "publisher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_publisher_idx" ON "affiliate_clicks" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_seller_idx" ON "affiliate_clicks" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_program_idx" ON "affiliate_clicks" USING btree ("program_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_payment_key" ON "affiliate_commissions" USING btree ("kind","payment_id","stage");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_publisher_idx" ON "affiliate_commissions" USING btree ("publisher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_seller_idx" ON "affiliate_commissions" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_order_idx" ON "affiliate_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_nodes_program_publisher_key" ON "affiliate_nodes" USING btree ("program_id","publisher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_nodes_invite_key" ON "affiliate_nodes" USING btree ("program_id",lower("email")) WHERE publisher_id IS NULL;--> statement-breakpoint
CREATE INDEX "affiliate_nodes_seller_idx" ON "affiliate_nodes" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_nodes_publisher_idx" ON "affiliate_nodes" USING btree ("publisher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affiliate_nodes_parent_idx" ON "affiliate_nodes" USING btree ("parent_node_id");--> statement-breakpoint
CREATE INDEX "affiliate_program_products_product_idx" ON "affiliate_program_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "affiliate_programs_seller_idx" ON "affiliate_programs" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "affiliate_programs_marketplace_idx" ON "affiliate_programs" USING btree ("id") WHERE affiliate_marketplace_product AND archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "embeddable_items_publisher_idx" ON "embeddable_items" USING btree ("publisher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_affiliate_referrals_publisher_idx" ON "platform_affiliate_referrals" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_credit_memos_payout_key" ON "publisher_credit_memos" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_credit_memos_number_key" ON "publisher_credit_memos" USING btree ("publisher_id","number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_affiliate_program_idx" ON "orders" USING btree ("seller_id","affiliate_program_id","created_at","id") WHERE affiliate_program_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_publisher_idx" ON "orders" USING btree ("publisher_id","created_at","id") WHERE publisher_id IS NOT NULL;