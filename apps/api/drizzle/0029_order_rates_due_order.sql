DROP INDEX "order_rates_due_idx";--> statement-breakpoint
CREATE INDEX "order_rates_due_idx" ON "order_rates" USING btree ("due_at","id") WHERE state = 'future';