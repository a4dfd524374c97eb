import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KycDocumentKind, LegalForm, LegitimationStep } from "@sellwerk/domain";
import { useLocation } from "react-router";
import { api } from "./instance.ts";
import { payeePrefixOf, type PayeePrefix } from "./payouts.ts";

// Seller verification (docs/verification.md): the legitimation wizard's steps, payout bank
// accounts, and the manager's review. Every write of a step answers the whole legitimation,
// which replaces the cached one.

export const LEGITIMATION_PATH = "/cabinet/legitimation";
export const BANK_ACCOUNTS_PATH = "/cabinet/bank_accounts";
/** Every payee keeps their payout accounts and legitimation in their own area (issues 13, 14). */
export type BankAccountsPath = `${PayeePrefix}/bank_accounts`;

/** The verification calls of the area the page is in: the seller's cabinet, publisher or team member area. */
export function useVerificationPaths(): {
  prefix: PayeePrefix;
  legitimation: string;
  bankAccounts: BankAccountsPath;
  /** Where KYC documents are uploaded. */
  files: `${PayeePrefix}/files`;
} {
  const prefix = payeePrefixOf(useLocation().pathname);
  return {
    prefix,
    legitimation: `${prefix}/legitimation`,
    bankAccounts: `${prefix}/bank_accounts`,
    files: `${prefix}/files`,
  };
}
export const ADMIN_BANK_ACCOUNTS_PATH = "/admin/bank_accounts";
export const ADMIN_LEGITIMATIONS_PATH = "/admin/legitimations";
export const ADMIN_LEGITIMATION_HISTORY_PATH = "/admin/legitimation_history";

export interface HeadQuarter {
  legalForm: LegalForm;
  street: string;
  streetNumber?: string;
  zip: string;
  city: string;
  countryCode: string;
  region?: string;
  phone: string;
  company?: string;
  vatPayer?: boolean;
  registrationLocation?: string;
}

export interface LegalRepresentative {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  birthday: string;
  nationality: string;
}

export interface Ubo extends LegalRepresentative {
  street: string;
  streetNumber?: string;
  zip: string;
  city: string;
  countryCode: string;
  region?: string;
  birthplaceCity: string;
  birthplaceCountry: string;
}

export interface LegitimationDocument {
  id: number;
  kind: KycDocumentKind;
  state: string;
  refusalReason: string | null;
  filename: string;
  contentType: string;
  size: number;
  url: string;
  createdAt: string;
}

export interface Legitimation {
  id: number;
  sellerId: number;
  legalForm: LegalForm;
  step: LegitimationStep;
  adminState: "init" | "change" | "accepted" | "rejected";
  steps: LegitimationStep[];
  headQuarter: HeadQuarter | null;
  legalRepresentative: LegalRepresentative | null;
  documents: LegitimationDocument[];
  ubos: (Ubo & { id: number })[];
  missingDocuments: KycDocumentKind[];
  rejectionReason: string | null;
  /** The wallet's KYC level at the wallet provider (e_wallet); null with other providers. */
  walletKycState: "kyc_1" | "kyc_2" | "kyc_incomplete" | "closed" | "rejected" | "blocked" | "expired" | null;
  requestedAt: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminLegitimation extends Legitimation {
  sellerEmail: string;
  sellerName: string;
}

export interface AdminLegitimationItem {
  id: number;
  sellerId: number;
  sellerEmail: string;
  sellerName: string;
  legalForm: LegalForm;
  step: LegitimationStep;
  adminState: Legitimation["adminState"];
  company: string | null;
  documentsCount: number;
  requestedAt: string | null;
  decidedAt: string | null;
  updatedAt: string;
}

export interface LegitimationHistoryItem {
  id: number;
  legitimationId: number;
  sellerId: number;
  sellerEmail: string;
  sellerName: string;
  legalForm: LegalForm;
  step: LegitimationStep;
  adminState: Legitimation["adminState"];
  reason: string | null;
  decidedByEmail: string | null;
  snapshot: {
    headQuarter?: HeadQuarter | null;
    legalRepresentative?: LegalRepresentative | null;
    documents?: Omit<LegitimationDocument, "url">[];
    ubos?: Ubo[];
  };
  recordedAt: string;
}

export interface BankAccount {
  id: number;
  sellerId: number;
  ownerName: string;
  ibanMasked: string;
  bic: string;
  country: string;
  currency: string;
  state: string;
  failureReason: string | null;
  /** The account waits for its holder to confirm it at the provider (Mangopay's SCA). */
  confirmationRequired: boolean;
  activatedAt: string | null;
  deactivatedAt: string | null;
  createdAt: string;
}

export interface AdminBankAccount extends BankAccount {
  sellerEmail: string;
  sellerName: string;
}

export interface BankAccountInput {
  ownerName: string;
  iban: string;
  bic: string;
  country: string;
  currency: string;
}

type Envelope = { legitimation: Legitimation | null };

/** While the provider checks, the page asks often; while a manager decides, now and then. */
function pollInterval(step: LegitimationStep | undefined): number | false {
  if (step === "requested" || step === "in_review") return 3000;
  if (step === "registered") return 15_000;
  return false;
}

export function useLegitimation() {
  const path = useVerificationPaths().legitimation;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<Envelope>(path, { signal }).then((r) => r.legitimation),
    // A decision may have come since the page was last open: always ask again on a visit.
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: (query) => pollInterval(query.state.data?.step),
  });
}

function useLegitimationMutation<T>(send: (path: string, input: T) => Promise<Envelope>) {
  const client = useQueryClient();
  const path = useVerificationPaths().legitimation;
  return useMutation({
    mutationFn: (input: T) => send(path, input).then((r) => r.legitimation!),
    onSuccess: (legitimation) => client.setQueryData([path], legitimation),
  });
}

const quiet = { suppressErrors: true } as const;

export const useSaveHeadQuarter = () =>
  useLegitimationMutation((path: string, body: HeadQuarter) =>
    api.put<Envelope>(`${path}/head_quarter`, body, quiet),
  );
export const useSaveLegalRepresentative = () =>
  useLegitimationMutation((path: string, body: LegalRepresentative) =>
    api.put<Envelope>(`${path}/legal_representative`, body, quiet),
  );
export const useAddDocument = () =>
  useLegitimationMutation((path: string, body: { kind: KycDocumentKind; fileId: number }) =>
    api.post<Envelope>(`${path}/documents`, body, quiet),
  );
export const useRemoveDocument = () =>
  useLegitimationMutation((path: string, id: number) =>
    api.delete<Envelope>(`${path}/documents/${id}`, undefined, quiet),
  );
export const useCompleteDocuments = () =>
  useLegitimationMutation((path: string) =>
    api.post<Envelope>(`${path}/complete_documents`, undefined, quiet),
  );
export const useAddUbo = () =>
  useLegitimationMutation((path: string, body: Ubo) => api.post<Envelope>(`${path}/ubos`, body, quiet));
export const useRemoveUbo = () =>
  useLegitimationMutation((path: string, id: number) =>
    api.delete<Envelope>(`${path}/ubos/${id}`, undefined, quiet),
  );
export const useRequestReview = () =>
  useLegitimationMutation((path: string) => api.post<Envelope>(`${path}/request_review`, undefined, quiet));
export const useStartChange = () =>
  useLegitimationMutation((path: string) => api.post<Envelope>(`${path}/change`, undefined, quiet));

export function useBankAccounts(path: BankAccountsPath = BANK_ACCOUNTS_PATH) {
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<{ list: BankAccount[] }>(path, { signal }).then((r) => r.list),
    // A new account is activated by the provider a moment later.
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.state === "init_state" || a.state === "waiting") ? 2000 : false,
  });
}

export function useAddBankAccount(path: BankAccountsPath = BANK_ACCOUNTS_PATH) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountInput) =>
      api.post<{ bankAccount: BankAccount }>(path, body, quiet).then((r) => r.bankAccount),
    onSuccess: () => client.invalidateQueries({ queryKey: [path] }),
  });
}

/**
 * The provider's page where the holder confirms a waiting account (Mangopay's strong customer
 * authentication), which returns to the area's bank accounts; the page is left for it.
 */
export function useConfirmBankAccount(prefix: PayeePrefix) {
  return useMutation({
    mutationFn: (id: number) =>
      api
        .get<{ redirectUrl: string }>(`${prefix}/bank_accounts/${id}/confirmation`, quiet)
        .then((r) => r.redirectUrl),
    onSuccess: (url) => window.location.assign(url),
  });
}

/** Deactivates one of the area's own bank accounts (`scope` a payee prefix) or, for a manager, anyone's. */
export function useDeactivateBankAccount(scope: PayeePrefix | "admin") {
  const client = useQueryClient();
  const base: string = scope === "admin" ? ADMIN_BANK_ACCOUNTS_PATH : `${scope}/bank_accounts`;
  return useMutation({
    mutationFn: (id: number) =>
      api
        .post<{ bankAccount: BankAccount }>(`${base}/${id}/deactivate`, undefined, quiet)
        .then((r) => r.bankAccount),
    onSuccess: () => client.invalidateQueries({ queryKey: [base] }),
  });
}

export function useAdminLegitimation(id: number | null) {
  return useQuery({
    queryKey: [ADMIN_LEGITIMATIONS_PATH, id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api
        .get<{ legitimation: AdminLegitimation }>(`${ADMIN_LEGITIMATIONS_PATH}/${id}`, { signal })
        .then((r) => r.legitimation),
  });
}

export type LegitimationDecision =
  { id: number; action: "accept" } | { id: number; action: "reject"; reason: string };

export function useDecideLegitimation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LegitimationDecision) =>
      api
        .post<{ legitimation: AdminLegitimation }>(
          `${ADMIN_LEGITIMATIONS_PATH}/${input.id}/${input.action}`,
          input.action === "reject" ? { reason: input.reason } : undefined,
          quiet,
        )
        .then((r) => r.legitimation),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [ADMIN_LEGITIMATIONS_PATH] });
      void client.invalidateQueries({ queryKey: [ADMIN_LEGITIMATION_HISTORY_PATH] });
    },
  });
}
