import type { Deps } from "../platform/deps.ts";
import { ISSUE_CREDIT_MEMO_JOB, ISSUE_INVOICE_JOB } from "../platform/jobs/names.ts";
import { JOB_LIMITS } from "../platform/jobs/limits.ts";
import { registerMailAttachment } from "../notifications/index.ts";
import { invoiceAttachmentResolver } from "./invoice-attachment.ts";
import { issueInvoice } from "./use-cases/issue-invoice.ts";
import { issueCreditMemo } from "./use-cases/issue-credit-memo.ts";
import { renderInvoicePdfOnce } from "./use-cases/render-invoice-pdf.ts";
import { applyDueVatChanges } from "./use-cases/apply-due-vat-changes.ts";

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
  // Rendering a PDF keeps a core busy: documents run about two per core (platform/jobs/limits.ts),
  // in the background: while this process charges renewals, they wait (platform/jobs/foreground.ts).
  deps.jobs.define<{ orderRateId: number }>(ISSUE_INVOICE_JOB, (data) => runIssueInvoiceJob(deps, data), {
    ...JOB_LIMITS.document,
    background: true,
  });
  deps.jobs.define<{ paymentId: number }>(
    ISSUE_CREDIT_MEMO_JOB,
    (data) => runIssueCreditMemoJob(deps, data),
    {
      ...JOB_LIMITS.document,
      background: true,
    },
  );
  // Pending VAT changes whose day has come move into the seller profile.
  deps.jobs.every("billing.apply-vat-changes", deps.config.billingTickSeconds, async () => {
    await applyDueVatChanges(deps);
  });
  // Mails with invoices and credit memos attached read the PDFs through billing.
  registerMailAttachment(deps, "invoice", invoiceAttachmentResolver(deps));
}
