import { useCallback, useState } from "react";
import { Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { productKey, PRODUCTS_PATH, saveReachedStep, useProduct } from "../../../api/products.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { EditorHeader } from "./EditorHeader.tsx";
import { StepIndicator } from "./StepIndicator.tsx";
import { StepPending } from "./StepPending.tsx";
import { STEP_COMPONENTS } from "./steps/registry.ts";
import { neighbourSteps, resolveStep, shouldRememberStep } from "./stepNavigation.ts";
import { UnsavedChangesModal } from "./UnsavedChangesModal.tsx";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard.ts";

/** /cabinet/products/:id/edit?step=N: the product type's steps, one at a time, each saved on its own. */
export function ProductEditorPage() {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const paths = useCabinetPaths();
  const client = useQueryClient();
  const query = useProduct(id);
  const [dirty, setDirty] = useState(false);
  const [moving, setMoving] = useState(false);
  const blocker = useUnsavedChangesGuard(dirty);
  const registerDirty = useCallback((value: boolean) => setDirty(value), []);

  const onSaved = useCallback(
    (saved: Product) => {
      client.setQueryData(productKey(saved.id), saved);
      void client.invalidateQueries({ queryKey: [PRODUCTS_PATH, "list"] });
      void client.invalidateQueries({ queryKey: [PRODUCTS_PATH, "preview", saved.id] });
    },
    [client],
  );

  const product = query.data;
  if (!product) {
    return (
      <Center py="xl">
        {query.isError ? (
          <Stack align="center" gap="xs">
            <Text>{errorText(query.error)}</Text>
            <AppButton kind="secondary" onClick={() => void navigate(paths.products)}>
              {t("editor.backToList")}
            </AppButton>
          </Stack>
        ) : (
          <Loader aria-label={t("common:loading")} />
        )}
      </Center>
    );
  }

  const steps = product.steps;
  const current = resolveStep(search.get("step"), steps, product.lastStep);
  const stepKey = steps[current - 1];
  const { previous, next } = neighbourSteps(current, steps.length);
  const Step = stepKey ? STEP_COMPONENTS[stepKey] : undefined;

  const goTo = (step: number) => {
    if (moving) return;
    const open = () => void navigate(paths.edit(product.id, step));
    if (dirty || !shouldRememberStep(step, product.lastStep)) return open();
    // The furthest step is where the editor resumes next time. Recording it moves the product's
    // version on, so the step opens once that is answered: a quick first save there then names
    // the new version instead of conflicting with the editor's own write.
    setMoving(true);
    saveReachedStep(product, step)
      .then(onSaved, () => undefined)
      .finally(() => {
        setMoving(false);
        open();
      });
  };

  return (
    <Stack gap="md" maw={1100}>
      <EditorHeader product={product} />
      <StepIndicator steps={steps} current={current} reached={product.lastStep} onSelect={goTo} />
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        {stepKey && Step ? (
          <Step
            key={`${product.id}-${stepKey}`}
            product={product}
            onSaved={onSaved}
            registerDirty={registerDirty}
          />
        ) : (
          stepKey && <StepPending stepKey={stepKey} />
        )}
      </Paper>
      <Group justify="space-between">
        {previous ? (
          <AppButton
            kind="secondary"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => goTo(previous)}
            disabled={moving}
          >
            {t("editor.back")}
          </AppButton>
        ) : (
          <span />
        )}
        {next ? (
          <AppButton
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => goTo(next)}
            loading={moving}
          >
            {t("editor.next")}
          </AppButton>
        ) : (
          <AppButton kind="secondary" onClick={() => void navigate(paths.preview(product.id))}>
            {t("editor.finish")}
          </AppButton>
        )}
      </Group>
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
