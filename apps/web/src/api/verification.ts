import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { KycDocumentKind, LegalForm, LegitimationStep } from "@sellwerk/domain";
import { api } from "./instance.ts";

// Seller verification (docs/verification.md): the legitimation wizard's steps, payout bank
// accounts, and the manager's review. Every write of a step answers the whole legitimation,
// which replaces the cached one.

export const LEGITIMATION_PATH = "/cabinet/legitimation";
export const BANK_ACCOUNTS_PATH = "/cabinet/bank_accounts";
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
  return useQuery({
    queryKey: [LEGITIMATION_PATH],
    queryFn: ({ signal }) => api.get<Envelope>(LEGITIMATION_PATH, { signal }).then((r) => r.legitimation),
    // A decision may have come since the page was last open: always ask again on a visit.
    staleTime: 0,
    refetchOnMount: "always",
    refetchInterval: (query) => pollInterval(query.state.data?.step),
  });
}

function useLegitimationMutation<T>(send: (input: T) => Promise<Envelope>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => send(input).then((r) => r.legitimation!),
    onSuccess: (legitimation) => client.setQueryData([LEGITIMATION_PATH], legitimation),
  });
}

const quiet = { suppressErrors: true } as const;

export const useSaveHeadQuarter = () =>
  useLegitimationMutation((body: HeadQuarter) =>
    api.put<Envelope>(`${LEGITIMATION_PATH}/head_quarter`, body, quiet),
  );
export const useSaveLegalRepresentative = () =>
  useLegitimationMutation((body: LegalRepresentative) =>
    api.put<Envelope>(`${LEGITIMATION_PATH}/legal_representative`, body, quiet),
  );
export const useAddDocument = () =>
  useLegitimationMutation((body: { kind: KycDocumentKind; fileId: number }) =>
    api.post<Envelope>(`${LEGITIMATION_PATH}/documents`, body, quiet),
  );
export const useRemoveDocument = () =>
  useLegitimationMutation((id: number) =>
    api.delete<Envelope>(`${LEGITIMATION_PATH}/documents/${id}`, undefined, quiet),
  );
export const useCompleteDocuments = () =>
  useLegitimationMutation(() =>
    api.post<Envelope>(`${LEGITIMATION_PATH}/complete_documents`, undefined, quiet),
  );
export const useAddUbo = () =>
  useLegitimationMutation((body: Ubo) => api.post<Envelope>(`${LEGITIMATION_PATH}/ubos`, body, quiet));
export const useRemoveUbo = () =>
  useLegitimationMutation((id: number) =>
    api.delete<Envelope>(`${LEGITIMATION_PATH}/ubos/${id}`, undefined, quiet),
  );
export const useRequestReview = () =>
  useLegitimationMutation(() => api.post<Envelope>(`${LEGITIMATION_PATH}/request_review`, undefined, quiet));
export const useStartChange = () =>
  useLegitimationMutation(() => api.post<Envelope>(`${LEGITIMATION_PATH}/change`, undefined, quiet));

export function useBankAccounts() {
  return useQuery({
    queryKey: [BANK_ACCOUNTS_PATH],
    queryFn: ({ signal }) =>
      api.get<{ list: BankAccount[] }>(BANK_ACCOUNTS_PATH, { signal }).then((r) => r.list),
    // A new account is activated by the provider a moment later.
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.state === "init_state" || a.state === "waiting") ? 2000 : false,
  });
}

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountInput) =>
      api.post<{ bankAccount: BankAccount }>(BANK_ACCOUNTS_PATH, body, quiet).then((r) => r.bankAccount),
    onSuccess: () => client.invalidateQueries({ queryKey: [BANK_ACCOUNTS_PATH] }),
  });
}

export function useDeactivateBankAccount(scope: "cabinet" | "admin") {
  const client = useQueryClient();
  const base = scope === "admin" ? ADMIN_BANK_ACCOUNTS_PATH : BANK_ACCOUNTS_PATH;
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
