import type { Deps } from "../platform/deps.ts";
import { ISSUE_CREDIT_MEMO_JOB, ISSUE_INVOICE_JOB } from "../platform/jobs/names.ts";
import { issueInvoice } from "./use-cases/issue-invoice.ts";
import { issueCreditMemo } from "./use-cases/issue-credit-memo.ts";
import { renderInvoicePdfOnce } from "./use-cases/render-invoice-pdf.ts";

// Billing's workers. Each issues its document (idempotent: a duplicate job finds it issued) and
// then renders the PDF, so a render that fails is retried by the job without a second number.

export async function runIssueInvoiceJob(deps: Deps, data: { orderRateId: number }): Promise<void> {
  const invoice = await issueInvoice(deps, data.orderRateId);
  if (invoice) await renderInvoicePdfOnce(deps, invoice);
}

export async function runIssueCreditMemoJob(deps: Deps, data: { paymentId: number }): Promise<void> {
  const memo = await issueCreditMemo(deps, data.paymentId);
  if (memo) await renderInvoicePdfOnce(deps, memo);
}

export function defineBillingJobs(deps: Deps): void {
  deps.jobs.define<{ orderRateId: number }>(ISSUE_INVOICE_JOB, (data) => runIssueInvoiceJob(deps, data));
  deps.jobs.define<{ paymentId: number }>(ISSUE_CREDIT_MEMO_JOB, (data) => runIssueCreditMemoJob(deps, data));
}
