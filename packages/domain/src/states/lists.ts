// State names of both specs' §4. Transition tables come with the features that move them.

// --- orders and payments ---
export const ORDER_STATES = [
  "draft",
  "ready",
  "finalized",
  "closed",
  "cancelled",
  "refunded",
  "unsubscribed",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** Spec two names the same set "deal". */
export const DEAL_STATES = ORDER_STATES;

export const ORDER_RATE_STATES = [
  "future",
  "pending",
  "unpaid",
  "paid",
  "partly_paid",
  "skipped",
  "debt",
  "chargebacked",
  "refunded",
] as const;
export type OrderRateState = (typeof ORDER_RATE_STATES)[number];

export const PAYMENT_STATES = [
  "payment_waiting",
  "payment_pending",
  "paying",
  "paid",
  "payment_paused",
  "payment_canceled",
  "payment_refunded",
  "payment_not_completed",
  "payment_chargebacked",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** "Active-like" payments (spec two §4): the order still runs or is about to. */
export const ACTIVE_PAYMENT_STATES = ["paying", "paid", "payment_waiting", "payment_pending"] as const;
/** "Final-like" payments (spec two §4). */
export const FINAL_PAYMENT_STATES = [
  "paying",
  "paid",
  "payment_paused",
  "payment_canceled",
  "payment_refunded",
  "payment_chargebacked",
] as const;

export const PAYMENT_LOG_STATES = [
  "waiting",
  "pending",
  "successful",
  "partially_paid",
  "denied",
  "error",
  "canceled",
  "expired",
] as const;
export type PaymentLogState = (typeof PAYMENT_LOG_STATES)[number];

/** States of mail, webhook and job logs. */
export const LOG_STATES = [
  "waiting",
  "prepared",
  "processed",
  "skipped",
  "error",
  "error_old",
  "partially_paid",
  "canceled",
  "expired",
  "successful",
  "pending",
  "bounced",
] as const;

export const PAYOUT_STATES = ["pending", "issued", "successful", "canceled"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYMENT_TICKET_STATES = ["unused", "used", "refunded", "expired", "invalidated"] as const;
export type PaymentTicketState = (typeof PAYMENT_TICKET_STATES)[number];

export const PENDING_VAT_CHANGE_STATES = ["pending", "in_process"] as const;

// --- dunning and debt collection ---
export const DUNNING_STATES = ["in_progress", "completed", "skipped"] as const;
export type DunningState = (typeof DUNNING_STATES)[number];
export const CLAIM_STAGES = [
  "dunning_first_email",
  "dunning_second_email",
  "dunning_third_email",
  "inkasso_ready",
  "sent_to_collection_agency",
  "pre_court",
  "court",
  "post_court",
] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];
/** Only admins and power sellers see these stages (spec two §6). */
export const COURT_CLAIM_STAGES = ["court", "post_court"] as const;
export const DUNNING_STRATEGIES = ["dunning", "dunning_inkasso", "inkasso"] as const;

// --- products and courses ---
export const PRODUCT_PUBLISHING_STATES = [
  "unpublished",
  "publish_pending",
  "in_review",
  "published",
  "rejected",
  "revoked",
  "admin_unpublished",
] as const;
export type ProductPublishingState = (typeof PRODUCT_PUBLISHING_STATES)[number];
export const COURSE_PUBLISH_STATES = [
  "publish_pending",
  "publishing",
  "published",
  "publish_paused",
  "publish_canceled",
] as const;
/** Both specs' review lists together: core says free_without_fee, spec two says free. */
export const PRODUCT_REVIEW_STATES = [
  "not_for_review",
  "in_review",
  "reviewed",
  "rejected",
  "free",
  "free_without_fee",
] as const;
export type ProductReviewState = (typeof PRODUCT_REVIEW_STATES)[number];
export const LESSON_STATUSES = ["pending", "published", "viewed", "finished", "not_for_publish"] as const;
export const NOTIFY_STATES = ["no_need_email", "waiting", "notified", "outdate"] as const;

// --- affiliates ---
export const AFFILIATE_NODE_STATES = ["requested", "accepted", "rejected", "canceled"] as const;
export type AffiliateNodeState = (typeof AFFILIATE_NODE_STATES)[number];

// --- seller verification ---
export const BANK_ACCOUNT_STATES = [
  "init_state",
  "not_sent",
  "waiting",
  "activated",
  "deactivated",
  "rejected",
  "error",
] as const;
export const ADMIN_LEGITIMATION_STATES = ["init", "change", "accepted", "rejected"] as const;
export const LEGITIMATION_STEPS = [
  "head_quarter",
  "legal_representative",
  "documents",
  "ubo",
  "requested",
  "in_review",
  "change",
  "registered",
  "legitimated",
  "rejected",
] as const;
export type LegitimationStep = (typeof LEGITIMATION_STEPS)[number];
export const WALLET_KYC_STATES = [
  "kyc_1",
  "kyc_2",
  "kyc_incomplete",
  "closed",
  "rejected",
  "blocked",
  "expired",
] as const;
export const DOCUMENT_STATES = [
  "created",
  "init",
  "sent",
  "validation_asked",
  "on_hold",
  "validated",
  "accepted",
  "refused",
  "not_accepted",
  "not_verified",
  "expired",
  "unreadable",
  "wrong_name",
  "wrong_type",
] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

// --- integrations ---
export const WEBHOOK_STATES = ["active", "inactive", "paused"] as const;
export type WebhookState = (typeof WEBHOOK_STATES)[number];
export const DOMAIN_STATES = ["waiting", "active", "active_with_ssl", "error"] as const;
export type DomainState = (typeof DOMAIN_STATES)[number];
export const SUBDOMAIN_RECORD_STATES = ["waiting", "submitted", "deleted"] as const;

// --- accounts and plans ---
export const ACCOUNT_STATES = ["active", "deactivated", "deleted"] as const;
export const PLAN_PURPOSES = [
  "public",
  "special",
  "trial",
  "on_hold",
  "deletion_planned",
  "deletion_requested",
] as const;

/** Status words shared by many lists (spec two §4 "generic statuses"). */
export const GENERIC_STATUSES = [
  "completed",
  "approved",
  "accepted",
  "active",
  "canceled",
  "paused",
  "requested",
  "rejected",
  "pending",
  "expired",
  "error",
  "waiting",
  "denied",
  "declined",
  "no_invoices",
  "activated",
  "valid",
  "partially_paid",
  "failed",
] as const;
