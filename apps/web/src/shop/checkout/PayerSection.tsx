import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";
import { SelectField, TextField } from "../components/Field.tsx";
import type { CheckoutView } from "../types.ts";
import type { BuyerKind, CheckoutForm, PayerForm } from "./model.ts";

type Errors = Record<string, string>;

/**
 * Who buys: email and name always; a business adds company, VAT id and its address. The address
 * is asked of every buyer where the chosen method's provider needs it (`needsAddress`).
 */
export function PayerSection({
  view,
  form,
  needsAddress = false,
  onPayer,
  onPassword,
  errors,
}: {
  view: CheckoutView;
  form: CheckoutForm;
  needsAddress?: boolean;
  onPayer: (patch: Partial<PayerForm>) => void;
  onPassword: (value: string) => void;
  errors: Errors;
}) {
  const shop = useShop();
  const p = form.payer;
  const business = p.buyer_kind === "business";
  const text = (
    field: keyof PayerForm,
    label: MessageKey,
    extra: { autoComplete: string; type?: string; required?: boolean; className?: string; hint?: string },
  ) => (
    <TextField
      id={field}
      label={shop.t(label)}
      value={p[field]}
      onValue={(v) => onPayer({ [field]: v })}
      error={errors[field]}
      required={extra.required ?? true}
      {...extra}
    />
  );
  return (
    <section className="card payer" aria-labelledby="payer-title">
      <h2 id="payer-title" className="card-title">
        {shop.t("checkout.payer")}
      </h2>
      {view.product.password_required && (
        <TextField
          id="access_password"
          type="password"
          label={shop.t("checkout.password")}
          hint={shop.t("checkout.passwordHint")}
          value={form.password}
          onValue={onPassword}
          error={errors.access_password}
          autoComplete="off"
          required
        />
      )}
      {view.buyer_include_type === "private_and_business" && (
        <fieldset className="segmented">
          <legend>{shop.t("field.buyerKind")}</legend>
          {(["private", "business"] as const satisfies readonly BuyerKind[]).map((kind) => (
            <label key={kind} className={p.buyer_kind === kind ? "is-selected" : undefined}>
              <input
                type="radio"
                name="buyer_kind"
                value={kind}
                checked={p.buyer_kind === kind}
                onChange={() => onPayer({ buyer_kind: kind })}
              />
              {shop.t(`buyer.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      {text("email", "field.email", { autoComplete: "email", type: "email" })}
      <div className="row">
        {text("first_name", "field.firstName", { autoComplete: "given-name" })}
        {text("last_name", "field.lastName", { autoComplete: "family-name" })}
      </div>
      {business && (
        <>
          {text("company", "field.company", { autoComplete: "organization" })}
          {text("vat_id", "field.vatId", {
            autoComplete: "off",
            required: false,
            hint: shop.t("field.vatHint"),
          })}
        </>
      )}
      {(business || needsAddress) && (
        <>
          <div className="row row-street">
            {text("street", "field.street", { autoComplete: "address-line1" })}
            {text("street_number", "field.streetNumber", { autoComplete: "off", required: false })}
          </div>
          <div className="row row-city">
            {text("zip", "field.zip", { autoComplete: "postal-code" })}
            {text("city", "field.city", { autoComplete: "address-level2" })}
          </div>
        </>
      )}
      <SelectField
        id="country"
        label={shop.t("field.country")}
        value={p.country}
        onValue={(country) => onPayer({ country })}
        options={shop.countries}
        error={errors.country}
        autoComplete="country"
        required
      />
    </section>
  );
}
