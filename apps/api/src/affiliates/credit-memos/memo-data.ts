import type { Locale, SelfBillingNoteKey, SelfBillingVatMode } from "@sellwerk/domain";

// What a self-billing credit memo (Gutschrift, § 14 Abs. 2 Satz 2 UStG) prints, snapshotted when
// it is issued: later edits of the publisher's details never change an issued memo.

export interface MemoParty {
  name: string;
  company: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  vatId: string | null;
  taxNumber: string | null;
}

export interface MemoLine {
  /** ISO date the commission was booked. */
  date: string;
  orderId: number;
  kind: string;
  stage: number;
  amount: number;
  clawedBack: number;
}

export interface MemoSnapshot {
  locale: Locale;
  issuer: string;
  /** The recipient's (platform's) VAT id, printed under reverse charge; absent on older memos. */
  issuerVatId?: string | null;
  publisher: MemoParty;
  vatPayer: boolean;
  /** Basis points of VAT in the gross (0 when the publisher charges none). */
  vatBps: number;
  /** How the VAT was decided and the note printed; absent on memos issued before (read by vatBps). */
  vatMode?: SelfBillingVatMode;
  vatNote?: SelfBillingNoteKey | null;
  payoutId: number;
  /** The period whose commissions the payout settles: after the previous memo's, until this one's. */
  from: string | null;
  until: string;
  lines: MemoLine[];
}

export interface MemoDocument extends MemoSnapshot {
  number: string;
  issuedAt: Date;
  currency: string;
  net: number;
  vat: number;
  gross: number;
}
