-- Which provider a seller's legitimation was sent to (it holds their user, wallet and bank account).
-- Every legitimation sent before this went to the sandbox, the only provider there was.
ALTER TABLE "legitimations" ADD COLUMN "provider" text;--> statement-breakpoint
UPDATE "legitimations" SET "provider" = 'sandbox' WHERE "provider_user_id" IS NOT NULL;
