// The publisher area's API paths (issue 14), apart from the client so lists and tests can read
// them without a browser window.

export const PUBLISH_PATHS = {
  home: "/publish/home",
  profile: "/publish/profile",
  details: "/publish/details",
  emailNotification: "/publish/email_notification",
  orders: "/publish/orders",
  programs: "/publish/affiliate_programs",
  marketplace: "/publish/affiliate_marketplace",
  marketplaceProgram: (id: number) => `/publish/affiliate_marketplace/${id}`,
  statistics: "/publish/statistics",
  nodes: "/publish/affiliate_nodes",
  nodeAction: (id: number, action: "accept" | "reject" | "cancel") =>
    `/publish/affiliate_nodes/${id}/${action}`,
  acceptInvitation: (token: string) =>
    `/publish/affiliate_nodes/invitations/${encodeURIComponent(token)}/accept`,
  creditMemo: (payoutId: number) => `/publish/payouts/${payoutId}/credit_memo`,
} as const;
