export const NOTIFICATION_TYPES = [
  "quiz_attempt",
  "comment",
  "free_transaction",
  "paid_transaction",
  "day_income",
  "week_income",
  "month_income",
  "order_created",
  "order_canceled",
  "custom_notification",
  "community_new_post_for_review",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
