ALTER TABLE "order_rates" ADD COLUMN "order_payment_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_rates_seller_order_payment_state_idx" ON "order_rates" USING btree ("seller_id","order_payment_state","due_at","id");--> statement-breakpoint
-- order_rates.order_payment_state mirrors its order's payment_state (the order rates list filters
-- on the rate's own index). Kept by the database so no writer of either table can forget it.
CREATE FUNCTION order_rates_copy_payment_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.payment_state INTO NEW.order_payment_state FROM orders o WHERE o.id = NEW.order_id;
  NEW.order_payment_state := coalesce(NEW.order_payment_state, '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_rates_payment_state_on_insert BEFORE INSERT ON order_rates
  FOR EACH ROW EXECUTE FUNCTION order_rates_copy_payment_state();--> statement-breakpoint
CREATE FUNCTION orders_pass_payment_state_to_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_rates SET order_payment_state = NEW.payment_state
  WHERE order_id = NEW.id AND order_payment_state IS DISTINCT FROM NEW.payment_state;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_payment_state_to_rates AFTER UPDATE OF payment_state ON orders
  FOR EACH ROW WHEN (OLD.payment_state IS DISTINCT FROM NEW.payment_state)
  EXECUTE FUNCTION orders_pass_payment_state_to_rates();--> statement-breakpoint
UPDATE order_rates r SET order_payment_state = o.payment_state FROM orders o WHERE o.id = r.order_id;
