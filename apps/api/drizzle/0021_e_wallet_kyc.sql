-- The wallet's KYC state at the second bank-account/wallet provider (e_wallet, Lemonway): kyc_1,
-- kyc_2, closed, kyc_incomplete, rejected, blocked, expired (spec core §4); payouts need kyc_2.
ALTER TABLE "legitimations" ADD COLUMN "wallet_kyc_state" text;