ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || E'
' || coalesce(buyer->>'name', '') || E'
' || coalesce(buyer->>'company', '') || E'
' || coalesce(buyer->>'email', ''))) STORED;--> statement-breakpoint
CREATE INDEX "invoices_credit_memos_idx" ON "invoices" USING btree ("references_invoice_id") WHERE kind = 'credit_memo';--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);