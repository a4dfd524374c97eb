import type { EWalletClient } from "./client.ts";

// The wallet provider's endpoints this platform uses (Lemonway DirectKit JSON v2), typed by the
// fields we read. Amounts are integer cents, as the API takes and answers them.

export interface EWalletAccount {
  id: string;
  internalId?: number;
  status: number;
  balance?: number;
}

export interface EWalletDocument {
  id: number;
  type: number;
  status: number;
  comment?: string | null;
}

export interface EWalletIban {
  id: number;
  status: number;
}

export interface EWalletTransaction {
  id: number;
  status: number;
  senderAccountId?: string;
  receiverAccountId?: string;
  debitAmount?: number;
  creditAmount?: number;
  comment?: string | null;
  reference?: string | null;
}

export interface IndividualAccountInput {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  nationality?: string;
  birth?: { date: string };
  adresse?: { street?: string; postCode?: string; city?: string; country?: string };
  /** 2: the wallet receives money (a beneficiary), as a seller's does. */
  payerOrBeneficiary: 2;
}

export interface LegalAccountInput extends IndividualAccountInput {
  company: { name: string; description?: string; identificationNumber?: string };
}

export function eWalletApi(client: EWalletClient) {
  return {
    createIndividual: (input: IndividualAccountInput) =>
      client.post<{ account: { id: string; internalId: number } }>("/v2/accounts/individual", input),
    createLegal: (input: LegalAccountInput) =>
      client.post<{ account: { id: string; internalId: number } }>("/v2/accounts/legal", input),
    getAccount: (accountId: string) =>
      client.get<{ account: EWalletAccount }>(`/v2/accounts/${encodeURIComponent(accountId)}`),
    uploadDocument: (accountId: string, input: { fileName: string; type: number; buffer: string }) =>
      client.post<{ uploadDocument: { id: number; maxDays?: number } }>(
        `/v2/accounts/${encodeURIComponent(accountId)}/documents/upload`,
        input,
      ),
    getDocuments: (accountId: string) =>
      client.get<{ documents: EWalletDocument[] }>(`/v2/accounts/${encodeURIComponent(accountId)}/documents`),
    registerIban: (input: {
      accountId: string;
      holder: string;
      bic: string;
      iban: string;
      domiciliation1: string;
      domiciliation2: string;
    }) => client.post<EWalletIban>("/v2/moneyouts/iban", input),
    getIbans: (accountId: string) =>
      client.get<{ ibans: EWalletIban[] }>(`/v2/moneyouts/${encodeURIComponent(accountId)}/iban`),
    moneyOut: (input: {
      accountId: string;
      ibanId: number;
      totalAmount: number;
      commissionAmount: 0;
      autoCommission: false;
      comment: string;
    }) => client.post<{ transaction: EWalletTransaction }>("/v2/moneyouts", input),
    findMoneyOuts: (query: { transactionId: number } | { transactionComment: string }) =>
      client.get<{ transactions: EWalletTransaction[] }>("/v2/moneyouts", query),
    findMoneyIns: (query: { transactionId: number }) =>
      client.get<{ transactions: EWalletTransaction[] }>("/v2/moneyins", query),
    /** P2P (SendPayment): debits one wallet and credits another at once, both the provider's. */
    sendPayment: (input: {
      debitAccountId: string;
      creditAccountId: string;
      amount: number;
      comment: string;
    }) => client.post<{ transaction: EWalletTransaction }>("/v2/p2p", input),
    findPayments: (query: { transactionComment: string }) =>
      client.get<{ transactions: EWalletTransaction[] }>("/v2/p2p", query),
  };
}

export type EWalletApi = ReturnType<typeof eWalletApi>;
