import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { payerAddressRequired } from "@sellwerk/domain";
import { useShop } from "../i18n/context.tsx";
import { Shell } from "../components/Shell.tsx";
import { MethodPicker } from "../payment/MethodPicker.tsx";
import {
  checkPaymentData,
  firstMethod,
  methodInput,
  methodsFor,
  type PaymentData,
} from "../payment/methods.ts";
import type { StripeSession } from "../payment/stripe.ts";
import type { CheckoutView } from "../types.ts";
import { Bumps } from "./Bumps.tsx";
import { buyLabel } from "./buyLabel.ts";
import { Confirm } from "./Confirm.tsx";
import { Coupon } from "./Coupon.tsx";
import { codeMessages, focusFirstError } from "./errors.ts";
import {
  estimateQuote,
  initialForm,
  initialPlan,
  initialTickets,
  type CheckoutForm,
  type PayerForm,
  type Selection,
} from "./model.ts";
import { PayerSection } from "./PayerSection.tsx";
import { chargedNow } from "./planText.ts";
import { PlanPicker } from "./PlanPicker.tsx";
import { ProductSection } from "./ProductSection.tsx";
import { Steps } from "./Steps.tsx";
import { Summary } from "./Summary.tsx";
import { Tickets } from "./Tickets.tsx";
import { useCheckoutSubmit } from "./useCheckoutSubmit.ts";
import { useQuote } from "./useQuote.ts";
import { checkDetails, DETAIL_FIELDS } from "./validate.ts";

/** /s/:username/:slug — the checkout in the seller's layout, or why it cannot be bought. */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const shop = useShop();
  const { product } = view;
  // The seller's preview shows the whole form whatever the product's state; buying is off.
  if (view.preview || (product.can_buy && !product.sold_out)) return <CheckoutForm view={view} />;
  return (
    <Shell seller={view.seller.name} testMode={view.test_mode} secure>
      <ProductSection view={view} plan={initialPlan(view)} compact />
      <section className="card notice" aria-labelledby="notice-title">
        <h2 id="notice-title">{shop.t(product.sold_out ? "checkout.soldOut" : "checkout.unavailable")}</h2>
        <p>
          {product.sold_out
            ? shop.t("checkout.soldOutText", { seller: view.seller.name })
            : shop.t("checkout.unavailableText")}
        </p>
      </section>
    </Shell>
  );
}

function CheckoutForm({ view }: { view: CheckoutView }) {
  const shop = useShop();
  const free = view.product.free;
  const layout = view.layout;
  const twoSteps = layout === "two_steps" || layout === "two_steps_advanced";

  const [selection, setSelection] = useState<Selection>(() => ({
    planId: initialPlan(view)?.id ?? null,
    bumps: [],
    tickets: initialTickets(view),
    coupon: "",
  }));
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(view));
  const [paymentData, setPaymentData] = useState<PaymentData>({});
  const [step, setStep] = useState<1 | 2>(1);
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState<{ fields: string[] } | null>(null);
  const stripe = useRef<StripeSession | null>(null);

  const plan = view.plans.find((p) => p.id === selection.planId) ?? null;
  const offered = methodsFor(view.methods, plan ? plan.payment_methods : null);
  const [methodName, setMethodName] = useState(() => firstMethod(offered)?.method ?? null);
  // A plan without the chosen method falls back to its first one.
  const method = offered.find((m) => m.method === methodName) ?? firstMethod(offered);

  // An event is priced by its tickets: no quote until at least one is chosen.
  const isEvent = view.product.events.length > 0;
  const seats = Object.values(selection.tickets).reduce((sum, n) => sum + n, 0);
  // The seller's preview asks for no quote: the product may not be on sale yet (a draft, one in
  // review), and the API answers 409 for those. Buying is off there; the page's estimate shows.
  const live = useQuote(view, selection, !view.preview && !free && (!isEvent || seats > 0));
  const quote = live.quote ?? estimateQuote(view, plan, selection);
  const couponApplied = live.quote?.coupon?.applied === true && live.quote.coupon.code === selection.coupon;
  // A 100 % coupon on a one-time plan leaves nothing to charge, ever: no method is asked for.
  const payNothing = free || (couponApplied && quote.total === 0 && plan?.form === "one_time");
  // Mangopay's SEPA mandate needs the buyer's address: the form asks it of everyone then.
  const needsAddress = !payNothing && method !== null && payerAddressRequired(method.method, method.provider);
  const submitter = useCheckoutSubmit(view, stripe);
  const errors = { ...checkErrors, ...submitter.serverErrors };

  useEffect(() => {
    if (focusRequest) focusFirstError(focusRequest.fields);
  }, [focusRequest]);

  const select = (patch: Partial<Selection>) => setSelection((s) => ({ ...s, ...patch }));
  const onPayer = (patch: Partial<PayerForm>) => setForm((f) => ({ ...f, payer: { ...f.payer, ...patch } }));

  /** Shows the errors; true when there were any. Details errors bring the buyer back to step 1. */
  function report(codes: Record<string, string>): boolean {
    const fields = Object.keys(codes);
    setCheckErrors(codeMessages(shop, codes));
    submitter.setServerErrors({});
    if (fields.length === 0) return false;
    submitter.setAlert(shop.t("error.fields"));
    if (twoSteps && fields.some((f) => DETAIL_FIELDS.has(f))) setStep(1);
    setFocusRequest({ fields });
    return true;
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitter.busy || submitter.limited) return;
    const details = checkDetails(view, selection, form, needsAddress);
    if (twoSteps && step === 1) {
      if (report(details)) return;
      submitter.setAlert(null);
      setStep(2);
      setFocusRequest({ fields: ["payment-title"] });
      return;
    }
    const methodCodes = payNothing
      ? {}
      : method
        ? checkPaymentData(methodInput(method), paymentData)
        : { method: "method" };
    if (report({ ...details, ...methodCodes, ...(form.terms ? {} : { accept_terms: "must_accept" }) }))
      return;
    void submitter.submit({
      selection,
      form,
      method: payNothing ? null : method,
      paymentData,
      couponApplied,
    });
  }

  const bumpsAt = (position: CheckoutView["order_bump_position"]) =>
    view.order_bump_position === position ? (
      <Bumps
        bumps={view.order_bumps}
        chosen={selection.bumps}
        onToggle={(id, on) =>
          select({ bumps: on ? [...selection.bumps, id] : selection.bumps.filter((b) => b !== id) })
        }
      />
    ) : null;

  const compact = layout === "simplified" || layout === "two_steps_advanced" || (twoSteps && step === 2);
  const product = <ProductSection view={view} plan={plan} compact={compact} />;
  const choices = (
    <>
      <PlanPicker
        plans={isEvent ? [] : view.plans}
        chosen={plan}
        onChoose={(p) => select({ planId: p.id })}
      />
      <Tickets
        view={view}
        counts={selection.tickets}
        onCount={(id, count) => select({ tickets: { ...selection.tickets, [id]: count } })}
        attendees={form.attendees}
        onAttendee={(id, seat, name) =>
          setForm((f) => {
            const names = [...(f.attendees[id] ?? [])];
            names[seat] = name;
            return { ...f, attendees: { ...f.attendees, [id]: names } };
          })
        }
        error={errors.tickets}
      />
      {bumpsAt("below_product_details")}
    </>
  );
  const payer = (
    <>
      <PayerSection
        view={view}
        form={form}
        needsAddress={needsAddress}
        onPayer={onPayer}
        onPassword={(password) => setForm((f) => ({ ...f, password }))}
        errors={errors}
      />
      {bumpsAt("below_payer_details")}
    </>
  );
  const payment = payNothing ? null : (
    <>
      <section className="card payment" aria-labelledby="payment-title">
        <h2 id="payment-title" className="card-title" tabIndex={-1}>
          {shop.t("checkout.payment")}
        </h2>
        {offered.length > 0 ? (
          <MethodPicker
            methods={offered}
            chosen={method}
            onChoose={(m) => setMethodName(m.method)}
            error={errors.method}
            fields={{
              data: paymentData,
              onData: (key, value) => setPaymentData((d) => ({ ...d, [key]: value })),
              errors,
              seller: view.seller.name,
              amount: chargedNow(shop, quote),
              currency: quote.currency,
              recurring: plan !== null && plan.form !== "one_time",
              stripe,
            }}
          />
        ) : (
          <p className="field-error">{shop.t("checkout.noMethods")}</p>
        )}
      </section>
      {bumpsAt("below_payment_methods")}
    </>
  );
  const summary = (
    <Summary
      quote={quote}
      plan={plan}
      updating={live.pending && live.quote !== null}
      coupon={
        view.coupons_enabled && !free ? (
          <Coupon
            code={selection.coupon}
            onApply={(coupon) => select({ coupon })}
            result={live.quote?.coupon}
          />
        ) : null
      }
    />
  );
  const confirm = (
    <Confirm
      view={view}
      accepted={form.terms}
      onAccept={(terms) => setForm((f) => ({ ...f, terms }))}
      termsError={errors.accept_terms}
      alert={submitter.alert}
      busy={submitter.busy}
      disabled={view.preview || submitter.limited || (!payNothing && offered.length === 0)}
      label={buyLabel(shop, view, plan, payNothing ? null : method, chargedNow(shop, quote))}
    />
  );
  const next = (
    <div className="confirm">
      <div className="alert-slot" role="alert">
        {submitter.alert}
      </div>
      <button type="submit" className="buy">
        {shop.t("buy.next")}
      </button>
    </div>
  );
  const back = (
    <button type="button" className="link back" onClick={() => setStep(1)}>
      ← {shop.t("common.back")}
    </button>
  );

  let body: ReactNode;
  if (!twoSteps)
    body = (
      <>
        {product}
        {choices}
        {payer}
        {payment}
        {summary}
        {confirm}
      </>
    );
  else if (layout === "two_steps")
    body = (
      <>
        <Steps step={step} onStep={setStep} />
        {product}
        {step === 1 ? (
          <>
            {choices}
            {payer}
            {next}
          </>
        ) : (
          <>
            {payment}
            {summary}
            {confirm}
            {back}
          </>
        )}
      </>
    );
  else
    body = (
      <div className="advanced">
        <aside className="aside">
          {product}
          {summary}
        </aside>
        <div className="flow">
          <Steps step={step} onStep={setStep} />
          {step === 1 ? (
            <>
              {choices}
              {payer}
              {next}
            </>
          ) : (
            <>
              {payment}
              {confirm}
              {back}
            </>
          )}
        </div>
      </div>
    );

  return (
    <Shell seller={view.seller.name} testMode={view.test_mode} wide={layout === "two_steps_advanced"} secure>
      {view.preview && (
        <p className="ribbon preview" role="note">
          <strong>{shop.t("checkout.preview")}</strong> · {shop.t("checkout.previewHint")}
        </p>
      )}
      <form className={`checkout layout-${layout}`} noValidate onSubmit={onSubmit}>
        {body}
      </form>
    </Shell>
  );
}
