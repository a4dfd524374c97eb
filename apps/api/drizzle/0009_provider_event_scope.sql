DROP INDEX "provider_events_provider_event_key";--> statement-breakpoint
ALTER TABLE "provider_events" ADD COLUMN "seller_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_events" ADD COLUMN "refusal" text;--> statement-breakpoint
UPDATE "provider_events" AS e SET "seller_id" = p."seller_id" FROM "payments" AS p WHERE p."provider" = e."provider" AND p."kind" = 'charge' AND p."provider_ref" = e."payload"->>'chargeRef';--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_seller_event_key" ON "provider_events" USING btree ("provider","seller_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_challenge_key" ON "sandbox_charges" USING btree ("challenge") WHERE challenge IS NOT NULL;