import { useState } from "react";
import { Alert, Divider, SimpleGrid, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { COUPON_CODE_MAX, COUPON_CODE_MIN, COUPON_CODE_TYPES } from "@sellwerk/domain";
import type { Coupon } from "../../api/checkoutSettingsTypes.ts";
import { useSaveCoupon } from "../../api/coupons.ts";
import { IntegerField } from "../../ui/fields/IntegerField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { couponIssues, couponPayload, newCouponForm, toCouponForm, type CouponForm } from "./couponForm.ts";
import { CouponTermsFields } from "./CouponTermsFields.tsx";
import { useFormErrors } from "../../ui/useFormErrors.ts";

/** A single coupon: the seller's own code or a generated one; also edits any coupon. */
export function CouponFormModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const save = useSaveCoupon();
  const creating = coupon === null;
  const [form, setForm] = useState<CouponForm>(() => (coupon ? toCouponForm(coupon) : newCouponForm()));
  const [tried, setTried] = useState(false);
  const issues = couponIssues(form, creating);
  const { server, errorFor } = useFormErrors(issues, tried, save.error);

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    save.mutate(
      { id: coupon?.id ?? null, body: couponPayload(form, creating) },
      {
        onSuccess: (saved) => {
          notify({
            kind: "success",
            message: t(creating ? "coupons.created" : "coupons.saved", { code: saved.code }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={creating ? t("coupons.createTitle") : t("coupons.editTitle", { code: coupon.code })}
      size="medium"
      busy={save.isPending}
      submitLabel={creating ? t("coupons.create") : t("coupons.save")}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t("coupons.fields.code")}
        description={creating ? t("coupons.fields.codeHelp") : undefined}
        value={form.code}
        onChange={(code) => setForm({ ...form, code })}
        maxLength={COUPON_CODE_MAX}
        required={!creating}
        touched={tried}
        autoComplete="off"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", textTransform: "uppercase" } }}
        error={errorFor("code")}
        data-autofocus
      />
      {creating && form.code.trim() === "" && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("coupons.fields.codeType")}
            options={COUPON_CODE_TYPES.map((type) => ({
              value: type,
              label: t(`coupons.codeTypes.${type}`),
            }))}
            value={form.codeType}
            searchable={false}
            onChange={(type) => type && setForm({ ...form, codeType: type as CouponForm["codeType"] })}
          />
          <IntegerField
            label={t("coupons.fields.length")}
            value={form.length}
            min={COUPON_CODE_MIN}
            max={COUPON_CODE_MAX}
            onChange={(length) => setForm({ ...form, length })}
            error={errorFor("length")}
          />
        </SimpleGrid>
      )}
      <Divider />
      <CouponTermsFields form={form} onChange={setForm} errorFor={errorFor} />
      {!creating && coupon.usedCount > 0 && (
        <Text size="xs" c="dimmed">
          {t("coupons.usedNote", { count: coupon.usedCount })}
        </Text>
      )}
      {save.isError && Object.keys(server).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(save.error)}
        </Alert>
      )}
    </FormModal>
  );
}
