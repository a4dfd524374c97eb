import { Alert, Group, SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BANK_COUNTRIES, DEFAULT_COUNTRY, PAYOUT_CURRENCIES } from "@sellwerk/domain";
import { useAddBankAccount, type BankAccountsPath } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useCountryOptions } from "./countries.ts";
import { useFieldForm } from "./useFieldForm.ts";

/** A new payout bank account: IBAN and BIC (checked by the API with ibantools), bank country, payout currency. */
export function BankAccountForm({ onSaved, path }: { onSaved: () => void; path?: BankAccountsPath }) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const add = useAddBankAccount(path);
  const countries = useCountryOptions(BANK_COUNTRIES);
  const form = useFieldForm(
    { ownerName: "", iban: "", bic: "", country: DEFAULT_COUNTRY, currency: "eur" },
    add.error,
  );
  const submit = () => {
    form.setTried(true);
    add.mutate(form.values, {
      onSuccess: () => {
        notify({ kind: "success", message: t("bankAccounts.added") });
        onSaved();
      },
    });
  };
  return (
    <form
      noValidate
      aria-label={t("bankAccounts.add")}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextField
          label={t("fields.ownerName")}
          value={form.values.ownerName}
          onChange={form.set("ownerName")}
          required
          touched={form.tried}
          error={form.errorFor("ownerName")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t("fields.iban")}
            value={form.values.iban}
            onChange={form.set("iban")}
            required
            touched={form.tried}
            autoComplete="off"
            spellCheck={false}
            error={form.errorFor("iban")}
          />
          <TextField
            label={t("fields.bic")}
            value={form.values.bic}
            onChange={form.set("bic")}
            required
            touched={form.tried}
            autoComplete="off"
            spellCheck={false}
            error={form.errorFor("bic")}
          />
          <SelectField
            label={t("fields.bankCountry")}
            options={countries}
            value={form.values.country}
            onChange={form.set("country")}
            required
            invalid={Boolean(form.errorFor("country"))}
            errorMessage={form.errorFor("country")}
          />
          <SelectField
            label={t("fields.currency")}
            options={PAYOUT_CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }))}
            value={form.values.currency}
            onChange={form.set("currency")}
            required
            searchable={false}
            invalid={Boolean(form.errorFor("currency"))}
            errorMessage={form.errorFor("currency")}
          />
        </SimpleGrid>
        {add.isError && Object.keys(form.server).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(add.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <AppButton type="submit" loading={add.isPending}>
            {t("bankAccounts.save")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
