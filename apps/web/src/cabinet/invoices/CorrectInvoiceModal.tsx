import { useRef, useState } from "react";
import { Alert, Center, Loader, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SELECTABLE_COUNTRIES } from "@sellwerk/domain";
import type { InvoiceDetail, InvoiceListItem } from "../../api/invoiceTypes.ts";
import { useCorrectInvoice, useInvoice } from "../../api/invoices.ts";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormErrors } from "../../ui/useFormErrors.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { buyerIssues, buyerPayload, toBuyerForm, type BuyerForm } from "./correctInvoiceForm.ts";

/** The form, once the invoice's buyer is loaded. */
function CorrectionForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const { locale } = useFormat();
  const errorText = useErrorText();
  const correct = useCorrectInvoice();
  const [form, setForm] = useState<BuyerForm>(() => toBuyerForm(invoice.buyer));
  const [tried, setTried] = useState(false);
  // One key per address sent: sending the same again (an answer lost) replays the first
  // correction instead of asking for a second; a changed address is a request of its own.
  const keys = useRef(new Map<string, string>());
  const keyFor = (payload: BuyerForm) => {
    const id = JSON.stringify(payload);
    if (!keys.current.has(id)) keys.current.set(id, crypto.randomUUID());
    return keys.current.get(id)!;
  };
  const issues = buyerIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, correct.error);
  const regionNames = new Intl.DisplayNames([locale], { type: "region" });
  const countries = SELECTABLE_COUNTRIES.map((code) => ({
    value: code,
    label: regionNames.of(code) ?? code,
  }));
  const set = (field: keyof BuyerForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const text = (
    field: Exclude<keyof BuyerForm, "kind" | "country">,
    props: { required?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(`correction.fields.${field}`)}
      value={form[field]}
      onChange={set(field)}
      touched={tried}
      error={errorFor(`buyer.${field}`)}
      {...props}
    />
  );

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) return;
    const buyer = buyerPayload(form);
    correct.mutate(
      { id: invoice.id, buyer, idempotencyKey: keyFor(buyer) },
      {
        onSuccess: (result) => {
          notify({
            kind: "success",
            message: t("correction.done", { memo: result.creditMemo.number, invoice: result.invoice.number }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={t("correction.title", { number: invoice.number })}
      size="medium"
      busy={correct.isPending}
      submitLabel={t("correction.submit")}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
        {t("correction.explain", { number: invoice.number })}
      </Alert>
      <Radio.Group
        label={t("correction.fields.kind")}
        value={form.kind}
        onChange={(kind) => setForm((f) => ({ ...f, kind: kind === "business" ? "business" : "private" }))}
      >
        <Stack gap={6} mt={6}>
          <Radio value="private" label={t("correction.kinds.private")} />
          <Radio value="business" label={t("correction.kinds.business")} />
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("name", { required: true, autoComplete: "name" })}
        {text("company", { required: form.kind === "business", autoComplete: "organization" })}
      </SimpleGrid>
      {text("street", { autoComplete: "street-address" })}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text("zip", { autoComplete: "postal-code" })}
        {text("city", { autoComplete: "address-level2" })}
        <SelectField
          label={t("correction.fields.country")}
          options={countries}
          value={form.country}
          onChange={(country) => setForm((f) => ({ ...f, country: country ?? "" }))}
          required
          touched={tried}
          invalid={Boolean(errorFor("buyer.country"))}
          errorMessage={errorFor("buyer.country")}
        />
      </SimpleGrid>
      {text("vatId")}
      <Text size="xs" c="dimmed">
        {t("correction.vatNote")}
      </Text>
      {correct.isError && Object.keys(server).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(correct.error)}
        </Alert>
      )}
    </FormModal>
  );
}

/** "Correct" on an issued invoice: the buyer's invoice address, prefilled, then memo and new invoice. */
export function CorrectInvoiceModal({ invoice, onClose }: { invoice: InvoiceListItem; onClose: () => void }) {
  const { t } = useTranslation("billing");
  const errorText = useErrorText();
  const detail = useInvoice(invoice.id);
  if (detail.data) return <CorrectionForm invoice={detail.data} onClose={onClose} />;
  return (
    <FormModal
      title={t("correction.title", { number: invoice.number })}
      busy
      submitLabel={t("correction.submit")}
      onSubmit={() => undefined}
      onClose={onClose}
    >
      <Center py="md">
        {detail.isError ? (
          <Text>{errorText(detail.error)}</Text>
        ) : (
          <Loader aria-label={t("common:loading")} />
        )}
      </Center>
    </FormModal>
  );
}
