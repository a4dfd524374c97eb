import type { CompanyPosition, CompanySize, Locale, ProfileType, SignUpProfileType } from "@sellwerk/domain";

// Shapes of the identity API (docs/api-identity.md) as the client hands them out: camelCase.

export interface Profile {
  id: number;
  type: ProfileType;
}

export interface User {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  emailConfirmed: boolean;
  powerSeller: boolean;
  companySize: CompanySize | null;
  position: CompanyPosition | null;
  profiles: Profile[];
  adminMode: { managerId: number; managerEmail: string } | null;
  createdAt: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  tokenType: "Bearer";
  expiresIn: number;
  user: User;
}

export interface AdminSession {
  accessToken: string;
  tokenType: "Bearer";
  expiresIn: number;
  user: User;
}

export interface ListResponse<T> {
  list: T[];
  totalCount: number;
  totalCountMax: number;
}

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  profileType: SignUpProfileType;
  locale: Locale;
  companySize?: CompanySize;
  position?: CompanyPosition;
  termsAccepted: true;
  /** The publisher whose platform link brought a seller (platform_affiliate). */
  platformAffiliateId?: number;
}

export interface CheckEmailResult {
  email: string;
  valid: boolean;
  available: boolean;
  error?: "invalid_email" | "already_exists";
}

export interface CheckUsernameResult {
  username: string;
  valid: boolean;
  available: boolean;
  error?: "too_small" | "too_big" | "invalid_pattern" | "already_exists";
}

export interface EmailLog {
  token: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: string;
  template: string;
  createdAt: string;
}

export interface UnsubscribeState {
  email: string;
  unsubscribed: boolean;
}

export interface TeamSeller {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: "team_member" | "sales_team_member";
}

export interface AuditLog {
  id: number;
  managerId: number;
  managerEmail: string;
  userId: number;
  userEmail: string;
  action: string;
  method: string;
  path: string;
  statusCode: number | null;
  createdAt: string;
}

export interface AdminEmailLog {
  id: number;
  token: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  state: string;
  createdAt: string;
  sentAt: string | null;
}
