import { useState } from "react";
import { Alert, Divider, Group, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { COUPON_BULK_MAX, COUPON_CODE_MAX, COUPON_CODE_MIN, COUPON_CODE_TYPES } from "@sellwerk/domain";
import { downloadCouponBatch, useCreateCouponBatch } from "../../api/coupons.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { AppModal } from "../../ui/AppModal.tsx";
import { IntegerField } from "../../ui/fields/IntegerField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { bulkIssues, bulkPayload, newBulkForm, PREFIX_MAX, type BulkForm } from "./couponForm.ts";
import { CouponTermsFields } from "./CouponTermsFields.tsx";
import { useFormErrors } from "../../ui/useFormErrors.ts";

/** What a batch is being made of, with a running bar: up to 1000 codes take a moment. */
function Creating({ count }: { count: number }) {
  const { t } = useTranslation("checkoutSettings");
  const format = useFormat();
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text size="sm">{t("coupons.bulk.creating", { count: format.number(count) })}</Text>
      <Progress value={100} animated striped size="lg" aria-label={t("coupons.bulk.progress")} />
    </Stack>
  );
}

/** Done: how many codes, and their CSV. */
function Created({ batch, count, onClose }: { batch: number; count: number; onClose: () => void }) {
  const { t } = useTranslation("checkoutSettings");
  const format = useFormat();
  const errorText = useErrorText();
  return (
    <AppModal opened onClose={onClose} title={t("coupons.bulk.doneTitle")}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
          <Text>{t("coupons.bulk.done", { count: format.number(count), batch })}</Text>
        </Group>
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={onClose}>
            {t("common:close")}
          </AppButton>
          <AppButton
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              void downloadCouponBatch(batch).catch((error: unknown) =>
                notify({ kind: "error", message: errorText(error) }),
              )
            }
          >
            {t("coupons.downloadCsv")}
          </AppButton>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** A batch of generated codes with the same terms (spec two §3 "bulk"), made in one request. */
export function BulkCouponsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("checkoutSettings");
  const errorText = useErrorText();
  const create = useCreateCouponBatch();
  const [form, setForm] = useState<BulkForm>(newBulkForm);
  const [tried, setTried] = useState(false);
  const issues = bulkIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, create.error);

  if (create.data) return <Created batch={create.data.batch} count={create.data.count} onClose={onClose} />;

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0 || create.isPending) return;
    create.mutate(bulkPayload(form));
  };

  return (
    <FormModal
      title={t("coupons.bulk.title")}
      size="medium"
      busy={create.isPending}
      submitLabel={t("coupons.bulk.submit", { count: form.count ?? 0 })}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t("coupons.bulk.help", { max: COUPON_BULK_MAX })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <IntegerField
          label={t("coupons.fields.count")}
          value={form.count}
          min={1}
          max={COUPON_BULK_MAX}
          onChange={(count) => setForm({ ...form, count })}
          required
          touched={tried}
          error={errorFor("count")}
        />
        <TextField
          label={t("coupons.fields.prefix")}
          description={t("coupons.fields.prefixHelp")}
          value={form.prefix}
          maxLength={PREFIX_MAX}
          onChange={(prefix) => setForm({ ...form, prefix })}
          error={errorFor("prefix")}
        />
        <SelectField
          label={t("coupons.fields.codeType")}
          options={COUPON_CODE_TYPES.map((type) => ({ value: type, label: t(`coupons.codeTypes.${type}`) }))}
          value={form.codeType}
          searchable={false}
          onChange={(type) => type && setForm({ ...form, codeType: type as BulkForm["codeType"] })}
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
      <Divider />
      <CouponTermsFields form={form} onChange={setForm} errorFor={errorFor} />
      {create.isPending && <Creating count={form.count ?? 0} />}
      {create.isError && Object.keys(server).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(create.error)}
        </Alert>
      )}
    </FormModal>
  );
}
