CREATE INDEX "ledger_entries_earnings_created_idx" ON "ledger_entries" USING btree ("account","created_at","id") WHERE amount < 0 and kind in ('charge', 'commission', 'platform_affiliate_commission');--> statement-breakpoint
CREATE INDEX "ledger_entries_earnings_amount_idx" ON "ledger_entries" USING btree ("account","amount","id") WHERE amount < 0 and kind in ('charge', 'commission', 'platform_affiliate_commission');--> statement-breakpoint
CREATE INDEX "invoices_seller_gross_idx" ON "invoices" USING btree ("seller_id","gross_amount","id");--> statement-breakpoint
CREATE INDEX "payment_tickets_order_idx" ON "payment_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dunning_claims_seller_overdue_idx" ON "dunning_claims" USING btree ("seller_id","overdue_since","id");--> statement-breakpoint
CREATE INDEX "dunning_claims_seller_amount_idx" ON "dunning_claims" USING btree ("seller_id","amount","id");--> statement-breakpoint
CREATE INDEX "dunning_claims_seller_order_amount_idx" ON "dunning_claims" USING btree ("seller_id","order_amount","id");