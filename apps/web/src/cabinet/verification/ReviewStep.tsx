import { Alert, Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRequestReview, useStartChange, type Legitimation } from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { fieldErrors } from "../../api/client/errors.ts";

/** The last step: what is filled in, the request for review, and after a decision the change. */
export function ReviewStep({ legitimation }: { legitimation: Legitimation }) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const request = useRequestReview();
  const change = useStartChange();
  const hq = legitimation.headQuarter;
  const rep = legitimation.legalRepresentative;
  const canRequest = ["documents", "ubo", "change"].includes(legitimation.step);
  const canChange = legitimation.step === "legitimated" || legitimation.step === "rejected";
  const problems = Object.values(fieldErrors(request.error));

  return (
    <Stack gap="md">
      <List size="sm" spacing={4}>
        <List.Item>
          <b>{t("steps.head_quarter")}:</b>{" "}
          {hq
            ? `${hq.company ? `${hq.company}, ` : ""}${hq.street} ${hq.streetNumber ?? ""}, ${hq.zip} ${hq.city} (${hq.countryCode})`
            : "—"}
        </List.Item>
        <List.Item>
          <b>{t("steps.legal_representative")}:</b>{" "}
          {rep ? `${rep.firstName} ${rep.lastName}, ${rep.birthday}` : "—"}
        </List.Item>
        <List.Item>
          <b>{t("steps.documents")}:</b>{" "}
          {legitimation.documents.map((d) => t(`documentKinds.${d.kind}`)).join(", ") || "—"}
        </List.Item>
        {legitimation.legalForm === "company" && (
          <List.Item>
            <b>{t("steps.ubo")}:</b>{" "}
            {legitimation.ubos.map((u) => `${u.firstName} ${u.lastName}`).join(", ") || "—"}
          </List.Item>
        )}
      </List>
      {request.isError && (
        <Alert color="red" role="alert">
          {problems.length > 0 ? problems.join(" ") : errorText(request.error)}
        </Alert>
      )}
      {change.isError && (
        <Alert color="red" role="alert">
          {errorText(change.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        {canRequest && (
          <AppButton loading={request.isPending} onClick={() => request.mutate(undefined)}>
            {t("actions.requestReview")}
          </AppButton>
        )}
        {canChange && (
          <AppButton kind="secondary" loading={change.isPending} onClick={() => change.mutate(undefined)}>
            {t("actions.change")}
          </AppButton>
        )}
      </Group>
      {!canRequest && !canChange && (
        <Text size="sm" c="dimmed">
          {t("review.waiting")}
        </Text>
      )}
    </Stack>
  );
}
