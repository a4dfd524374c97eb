// @sellwerk/domain: pure rules and constants shared by the API, the contracts and the web forms.

// validation
export * from "./validation/codes.ts";
export * from "./validation/length.ts";
export * from "./validation/password.ts";
export * from "./validation/username.ts";
export * from "./validation/email.ts";
export * from "./validation/phone.ts";
export * from "./validation/domain-names.ts";
export * from "./validation/web.ts";
export * from "./validation/content.ts";
export * from "./validation/bic.ts";
export * from "./validation/vat.ts";
export * from "./validation/datetime.ts";
export * from "./validation/adult.ts";
export * from "./validation/tracking.ts";
export * from "./validation/style.ts";
export * from "./validation/license-key.ts";
export * from "./license-keys/import.ts";
export * from "./validation/range.ts";
export * from "./validation/affiliate.ts";
export * from "./validation/profile.ts";

// constants
export * from "./constants/locales.ts";
export * from "./constants/profiles.ts";
export * from "./constants/pagination.ts";
export * from "./constants/ui.ts";
export * from "./constants/time.ts";
export * from "./constants/filters.ts";
export * from "./constants/notifications.ts";
export * from "./constants/countries.ts";
export * from "./constants/checkout.ts";
export * from "./constants/products.ts";
export * from "./constants/affiliates.ts";
export * from "./constants/builder.ts";
export * from "./constants/tracking.ts";

// money, dates, numbers
export * from "./math/round.ts";
export * from "./money/currencies.ts";
export * from "./money/format.ts";
export * from "./dates/calendar.ts";
export * from "./dates/format.ts";
export * from "./dates/intl.ts";

// form fields
export * from "./fields/text.ts";
export * from "./fields/number.ts";

// pricing
export * from "./pricing/discount.ts";
export * from "./pricing/plans.ts";
export * from "./pricing/payment-methods.ts";
export * from "./pricing/plan-rules.ts";

// orders: lifecycles, schedules, coupons, totals, ledger, sandbox provider
export * from "./orders/transitions.ts";
export * from "./orders/schedule.ts";
export * from "./orders/coupons.ts";
export * from "./orders/checkout-total.ts";
export * from "./orders/ledger.ts";
export * from "./orders/sandbox.ts";

// scheduled list exports: lists, frequencies, run states, due periods
export * from "./exports/schedule.ts";

// payouts: states, schedules, postings, balances, held reasons
export * from "./payouts/index.ts";

// products
export * from "./products/lifecycle.ts";
export * from "./products/readiness.ts";
export * from "./products/slug.ts";
export * from "./products/delivery.ts";

// states
export * from "./states/lists.ts";
export * from "./states/colors.ts";

// courses, events, documents
export * from "./courses/constants.ts";
export * from "./courses/quiz.ts";
export * from "./courses/quiz-answers.ts";
export * from "./courses/drip.ts";
export * from "./courses/publish-state.ts";
export * from "./events/rules.ts";
export * from "./documents/designs.ts";
export * from "./documents/default-designs.ts";
export * from "./files/file-size.ts";
export * from "./fulfilment/tickets.ts";
export * from "./fulfilment/unpaid-access.ts";
export * from "./pricing/provider-matrix.ts";
export * from "./validation/provider-credentials.ts";
export * from "./pricing/checkout-theme.ts";

// tax and billing: VAT rates and treatment, pending VAT changes, invoice numbers
export * from "./tax/vat-rates.ts";
export * from "./tax/vat.ts";
export * from "./tax/pending-vat-change.ts";
export * from "./billing/invoice-number.ts";

// sellers: the cabinet home's checklist and statistics periods
export * from "./sellers/home.ts";

// seller verification
export * from "./verification/steps.ts";
export * from "./verification/bank-accounts.ts";

// dunning and debt collection: claim stages and outcomes, the seller's schedule and fees, visibility
export * from "./dunning/claims.ts";
export * from "./dunning/schedule.ts";
export * from "./dunning/visibility.ts";
export * from "./dunning/agency-file.ts";

// accounting export: DATEV bookings, SKR03 accounts, amounts and dates as DATEV writes them
export * from "./accounting/datev.ts";
export * from "./accounting/ledger-bookings.ts";

// affiliates: program bounds, commission splits, attribution rules, embeddable items
export * from "./affiliates/index.ts";
