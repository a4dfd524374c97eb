import { useState } from "react";
import { Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PRODUCT_TYPES, type ProductType } from "@sellwerk/domain";
import { useCreateProduct } from "../../../api/products.ts";
import { fieldErrors } from "../../../api/client/errors.ts";
import { AppModal } from "../../../ui/AppModal.tsx";
import { AppButton } from "../../../ui/AppButton.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useValidationMessage } from "../../../ui/useValidationMessage.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { checkProductName } from "../editor/steps/details/detailsForm.ts";

/** Pick one of the eight types and a name; the editor opens on the new product's first step. */
export function NewProductModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("catalog");
  const message = useValidationMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const paths = useCabinetPaths();
  const create = useCreateProduct();
  const [form, setForm] = useState<ProductType | null>(null);
  const [name, setName] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const nameCode = checkProductName(name);
  const server = fieldErrors(create.error);
  const submit = () => {
    setSubmitted(true);
    if (!form || nameCode) return;
    create.mutate(
      { form, name: name.trim() },
      { onSuccess: (product) => void navigate(paths.edit(product.id, 1)) },
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t("create.title")} size="medium">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Radio.Group
            label={t("create.type")}
            value={form}
            onChange={(value) => setForm(value)}
            withAsterisk
            error={submitted && !form ? t("create.typeRequired") : (server.form ?? undefined)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {PRODUCT_TYPES.map((type) => (
                <Radio.Card key={type} value={type} p="sm" radius="md" aria-label={t(`types.${type}.name`)}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`types.${type}.name`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`types.${type}.describe`)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <TextField
            label={t("details.name")}
            value={name}
            onChange={setName}
            required
            touched={submitted}
            error={
              (submitted && nameCode && nameCode !== "required" ? message(nameCode, { max: 200 }) : null) ??
              server.name
            }
            data-autofocus
          />
          {create.isError && Object.keys(server).length === 0 && (
            <Text c="red" size="sm" role="alert">
              {errorText(create.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={onClose}>
              {t("common:cancel")}
            </AppButton>
            <AppButton type="submit" loading={create.isPending}>
              {t("create.submit")}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
