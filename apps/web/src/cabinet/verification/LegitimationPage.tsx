import { useState } from "react";
import { Center, Loader, Paper, Stack, Stepper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EDITABLE_LEGITIMATION_STEPS, formSteps, type LegitimationStep } from "@sellwerk/domain";
import { useLegitimation, type Legitimation } from "../../api/verification.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { HeadQuarterStep } from "./HeadQuarterStep.tsx";
import { LegalRepresentativeStep } from "./LegalRepresentativeStep.tsx";
import { DocumentsStep } from "./DocumentsStep.tsx";
import { UbosStep } from "./UbosStep.tsx";
import { ReviewStep } from "./ReviewStep.tsx";
import { LegitimationStateCard } from "./LegitimationStateCard.tsx";

type WizardStep = LegitimationStep | "review";

/** The step the seller is on: a form step while filling in, otherwise the review step. */
function currentIndex(legitimation: Legitimation | null, steps: WizardStep[]): number {
  if (!legitimation) return 0;
  const at = steps.indexOf(legitimation.step);
  return at >= 0 ? at : steps.length - 1;
}

/**
 * /cabinet/legitimation (and /publish/legitimation: publishers are verified alike before payouts):
 * the verification wizard (spec core §3). Steps in order with their
 * progress, the current state and a rejection's reason; after a decision the seller may change it.
 */
export function LegitimationPage() {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const query = useLegitimation();
  const legitimation = query.data ?? null;
  const steps: WizardStep[] = [...(legitimation?.steps ?? formSteps("individual")), "review"];
  const current = currentIndex(legitimation, steps);
  // The step shown follows the legitimation's step until the seller picks another one; when the
  // step moves (a save, the provider, the manager), it follows again (adjusted while rendering).
  const [picked, setPicked] = useState<number | null>(null);
  const [seenStep, setSeenStep] = useState(legitimation?.step);
  if (seenStep !== legitimation?.step) {
    setSeenStep(legitimation?.step);
    setPicked(null);
  }
  const viewing = picked ?? current;
  const setViewing = (index: number) => setPicked(index);

  if (query.isLoading || query.isError)
    return (
      <Center py="xl">
        {query.isError ? <Text>{errorText(query.error)}</Text> : <Loader aria-label={t("common:loading")} />}
      </Center>
    );

  const editable =
    !legitimation || (EDITABLE_LEGITIMATION_STEPS as readonly string[]).includes(legitimation.step);
  const changing = legitimation?.step === "change";
  // The review step opens once the last form step is reached (its own button leads there too).
  const lastForm = steps.length - 2;
  const reachable = (index: number) =>
    editable && (changing || index <= current || (current === lastForm && index === lastForm + 1));
  const next = () => setViewing(Math.min(viewing + 1, steps.length - 1));
  const viewed = steps[viewing] ?? "review";

  return (
    <>
      <PageTitle title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <LegitimationStateCard legitimation={legitimation} />
        <Paper withBorder p="md">
          <Stepper
            active={viewing}
            onStepClick={(index) => reachable(index) && setViewing(index)}
            size="sm"
            allowNextStepsSelect={false}
          >
            {steps.map((step, index) => (
              <Stepper.Step
                key={step}
                label={t(`steps.${step}`)}
                allowStepSelect={reachable(index)}
                completedIcon={undefined}
              />
            ))}
          </Stepper>
          <Stack mt="lg" gap="md" data-testid={`step-${viewed}`}>
            <Text fw={600}>{t(`steps.${viewed}`)}</Text>
            {viewed === "head_quarter" &&
              (editable ? (
                <HeadQuarterStep key={legitimation?.updatedAt} legitimation={legitimation} onSaved={next} />
              ) : (
                <Text size="sm">{t("review.locked")}</Text>
              ))}
            {viewed === "legal_representative" &&
              legitimation &&
              (editable ? (
                <LegalRepresentativeStep
                  key={legitimation.updatedAt}
                  legitimation={legitimation}
                  onSaved={next}
                />
              ) : (
                <Text size="sm">{t("review.locked")}</Text>
              ))}
            {viewed === "documents" && legitimation && (
              <DocumentsStep legitimation={legitimation} editable={editable} onDone={next} />
            )}
            {viewed === "ubo" && legitimation && (
              <UbosStep legitimation={legitimation} editable={editable} onDone={next} />
            )}
            {viewed === "review" && legitimation && <ReviewStep legitimation={legitimation} />}
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
