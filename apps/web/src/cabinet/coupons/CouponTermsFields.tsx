import { MultiSelect, SegmentedControl, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { COUPON_AMOUNT_BASES, COUPON_SCOPES, CURRENCIES, INPUT_RANGE } from "@sellwerk/domain";
import { useProductOptions } from "../../api/products.ts";
import { useActivePublisherOptions } from "../../api/couponPublishers.ts";
import { DateTimeField } from "../../ui/fields/DateTimeField.tsx";
import { FloatField } from "../../ui/fields/FloatField.tsx";
import { IntegerField } from "../../ui/fields/IntegerField.tsx";
import { MoneyField } from "../../ui/fields/MoneyField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import type { TermsForm } from "./couponForm.ts";

export interface TermsFieldsProps<F extends TermsForm> {
  form: F;
  onChange: (next: F) => void;
  errorFor: (path: string) => string | undefined;
}

/** What a coupon takes off, for which products, how often and when: shared by single and bulk. */
export function CouponTermsFields<F extends TermsForm>({ form, onChange, errorFor }: TermsFieldsProps<F>) {
  const { t } = useTranslation("checkoutSettings");
  const products = useProductOptions();
  const publishers = useActivePublisherOptions();
  const set = <K extends keyof TermsForm>(key: K, value: TermsForm[K]) => onChange({ ...form, [key]: value });
  const productOptions = (products.data ?? [])
    .filter((p) => !p.archived || form.productIds.includes(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.name} (#${p.id})` }));
  const publisherOptions = (publishers.data ?? []).map((n) => ({
    value: String(n.id),
    label: `${n.name || n.email} — ${n.affiliateProgram.name}`,
  }));

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("coupons.fields.discountType")}
        </Text>
        <SegmentedControl
          value={form.discountType}
          onChange={(value) => set("discountType", value)}
          data={[
            { value: "percents", label: t("coupons.discountTypes.percents") },
            { value: "currency", label: t("coupons.discountTypes.currency") },
          ]}
        />
      </Stack>
      {form.discountType === "percents" ? (
        <FloatField
          label={t("coupons.fields.percent")}
          value={form.percent}
          min={0}
          max={100}
          allowEmpty
          onChange={(value) => set("percent", value)}
          leftSection={<span aria-hidden>%</span>}
          required
          error={errorFor("value")}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyField
            label={t("coupons.fields.amount")}
            value={form.amount}
            currency={form.currency}
            onChange={(value) => set("amount", value)}
            required
            error={errorFor("value")}
          />
          <SelectField
            label={t("coupons.fields.currency")}
            options={CURRENCIES.map((code) => ({ value: code, label: code.toUpperCase() }))}
            value={form.currency}
            onChange={(code) => code && set("currency", code)}
            invalid={Boolean(errorFor("currency"))}
            errorMessage={errorFor("currency")}
          />
        </SimpleGrid>
      )}
      <SelectField
        label={t("coupons.fields.amountBase")}
        options={COUPON_AMOUNT_BASES.map((base) => ({
          value: base,
          label: t(`coupons.amountBases.${base}`),
        }))}
        value={form.amountBase}
        searchable={false}
        onChange={(base) => base && set("amountBase", base as TermsForm["amountBase"])}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label={t("coupons.fields.scope")}
          options={COUPON_SCOPES.map((scope) => ({ value: scope, label: t(`coupons.scopes.${scope}`) }))}
          value={form.scope}
          searchable={false}
          onChange={(scope) => scope && set("scope", scope as TermsForm["scope"])}
        />
        {form.scope !== "all" && (
          <MultiSelect
            label={form.scope === "single" ? t("coupons.fields.product") : t("coupons.fields.products")}
            data={productOptions}
            value={form.productIds.map(String)}
            onChange={(ids) => set("productIds", ids.map(Number))}
            maxValues={form.scope === "single" ? 1 : undefined}
            searchable
            withAsterisk
            nothingFoundMessage={t("common:fields.noOptions")}
            error={errorFor("productIds") ?? errorFor("productIds.0")}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <IntegerField
          label={t("coupons.fields.usageLimit")}
          description={t("coupons.fields.usageLimitHelp")}
          value={form.usageLimit}
          min={INPUT_RANGE.min}
          max={INPUT_RANGE.max}
          onChange={(value) => set("usageLimit", value)}
          error={errorFor("usageLimit")}
        />
        <DateTimeField
          label={t("coupons.fields.startsAt")}
          description={t("coupons.fields.datesHelp")}
          value={form.startsAt}
          onChange={(value) => set("startsAt", value)}
          error={errorFor("startsAt")}
        />
        <DateTimeField
          label={t("coupons.fields.endsAt")}
          description={t("coupons.fields.datesHelp")}
          value={form.endsAt}
          onChange={(value) => set("endsAt", value)}
          error={errorFor("endsAt")}
        />
      </SimpleGrid>
      <Switch
        label={t("coupons.fields.appliesToAllRates")}
        description={t("coupons.fields.appliesToAllRatesHelp")}
        checked={form.appliesToAllRates}
        onChange={(event) => set("appliesToAllRates", event.currentTarget.checked)}
      />
      {(publisherOptions.length > 0 || form.affiliateNodeId !== null) && (
        <SelectField
          label={t("coupons.fields.publisher")}
          description={t("coupons.fields.publisherHelp")}
          options={publisherOptions}
          value={form.affiliateNodeId === null ? null : String(form.affiliateNodeId)}
          clearable
          loading={publishers.isLoading}
          onChange={(id) => set("affiliateNodeId", id ? Number(id) : null)}
          invalid={Boolean(errorFor("affiliateNodeId"))}
          errorMessage={errorFor("affiliateNodeId")}
        />
      )}
      <Switch
        label={t("coupons.fields.active")}
        checked={form.active}
        onChange={(event) => set("active", event.currentTarget.checked)}
      />
    </Stack>
  );
}
