import { useState, type ReactNode } from "react";
import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AFFILIATE_COMMISSION_DURATIONS,
  AFFILIATE_DAYS_MAX,
  AFFILIATE_DAYS_MIN,
  AFFILIATE_PROGRAM_NAME_MAX,
  AFFILIATE_PROGRAM_SCOPES,
  MAX_COMMISSION,
} from "@sellwerk/domain";
import { useSaveProgram, type AffiliateProgram } from "../../../api/affiliates.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { FloatField } from "../../../ui/fields/FloatField.tsx";
import { IntegerField } from "../../../ui/fields/IntegerField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormErrors } from "../../../ui/useFormErrors.ts";
import { programPath } from "../affiliatePaths.ts";
import { LandingFields } from "./LandingFields.tsx";
import { ProductCommissionFields } from "./ProductCommissionFields.tsx";
import { StageFields } from "./StageFields.tsx";
import {
  canAddStage,
  canRemoveStage,
  newProgramForm,
  programIssues,
  programPayload,
  toProgramForm,
  withForm,
  withStageCount,
  type ProgramFormState,
} from "./programForm.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

/** Every field of a program (spec two §3), checked as the API checks it; its 422 lands under the field. */
export function ProgramEditor({ program }: { program: AffiliateProgram | null }) {
  const { t } = useTranslation("affiliates");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const save = useSaveProgram();
  const [form, setForm] = useState<ProgramFormState>(() =>
    program ? toProgramForm(program) : newProgramForm(t("landing.defaultBody")),
  );
  const [tried, setTried] = useState(false);
  const issues = programIssues(form);
  const { server, errorFor } = useFormErrors(issues, tried, save.error);
  const set = <K extends keyof ProgramFormState>(key: K, value: ProgramFormState[K]) =>
    setForm({ ...form, [key]: value });

  const submit = () => {
    setTried(true);
    if (Object.keys(issues).length > 0) {
      notify({ kind: "error", message: t("form.fixErrors") });
      return;
    }
    save.mutate(
      { id: program?.id ?? null, body: programPayload(form) },
      {
        onSuccess: (saved) => {
          notify({
            kind: "success",
            message: t(program ? "form.saved" : "form.created", { name: saved.name }),
          });
          void navigate(programPath(saved.id));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Section title={t("form.sections.basics")}>
          <TextField
            label={t("form.name")}
            value={form.name}
            onChange={(name) => set("name", name)}
            maxLength={AFFILIATE_PROGRAM_NAME_MAX}
            required
            touched={tried}
            error={errorFor("name")}
            data-autofocus
          />
          <Switch
            label={t("form.marketplace")}
            description={t("form.marketplaceHelp")}
            checked={form.affiliateMarketplaceProduct}
            onChange={(event) => set("affiliateMarketplaceProduct", event.currentTarget.checked)}
          />
        </Section>

        <Section title={t("form.sections.commission")}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="program-form-label">
              {t("form.form")}
            </Text>
            <SegmentedControl
              aria-labelledby="program-form-label"
              value={form.form}
              onChange={(value) => setForm(withForm(form, value))}
              data={[
                { value: "single", label: t("forms.single") },
                { value: "multiple", label: t("forms.multiple") },
              ]}
              style={{ alignSelf: "flex-start" }}
            />
            <Text size="xs" c="dimmed">
              {t(`form.formHelp.${form.form}`)}
            </Text>
          </Stack>
          <StageFields
            stages={form.commissions}
            path="commissions"
            errorFor={errorFor}
            onChange={(commissions) => set("commissions", commissions)}
            onAdd={
              canAddStage(form) ? () => setForm(withStageCount(form, form.commissions.length + 1)) : undefined
            }
            onRemove={
              canRemoveStage(form)
                ? () => setForm(withStageCount(form, form.commissions.length - 1))
                : undefined
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FloatField
              label={t("form.bonus")}
              description={t("form.bonusHelp")}
              value={form.bonus}
              min={0}
              max={MAX_COMMISSION}
              leftSection={<span aria-hidden>%</span>}
              onChange={(bonus) => set("bonus", bonus ?? 0)}
              error={errorFor("bonus")}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="program-basis-label">
                {t("form.basis")}
              </Text>
              <SegmentedControl
                aria-labelledby="program-basis-label"
                value={form.provisionFromBrutto ? "gross" : "net"}
                onChange={(value) => set("provisionFromBrutto", value === "gross")}
                data={[
                  { value: "gross", label: t("basis.gross") },
                  { value: "net", label: t("basis.net") },
                ]}
                style={{ alignSelf: "flex-start" }}
              />
            </Stack>
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="program-scope-label">
              {t("form.scope")}
            </Text>
            <SegmentedControl
              aria-labelledby="program-scope-label"
              value={form.scope}
              onChange={(value) => set("scope", value)}
              data={AFFILIATE_PROGRAM_SCOPES.map((scope) => ({ value: scope, label: t(`scopes.${scope}`) }))}
              style={{ alignSelf: "flex-start" }}
            />
          </Stack>
          {form.scope === "with_products" && (
            <ProductCommissionFields form={form} onChange={setForm} errorFor={errorFor} />
          )}
        </Section>

        <Section title={t("form.sections.tracking")}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="program-duration-label">
              {t("form.duration")}
            </Text>
            <SegmentedControl
              aria-labelledby="program-duration-label"
              value={form.commissionDuration}
              onChange={(value) => set("commissionDuration", value)}
              data={AFFILIATE_COMMISSION_DURATIONS.map((d) => ({ value: d, label: t(`durations.${d}`) }))}
              style={{ alignSelf: "flex-start" }}
            />
            <Text size="xs" c="dimmed">
              {t(`form.durationHelp.${form.commissionDuration}`)}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {form.commissionDuration === "fixed" && (
              <IntegerField
                label={t("form.lifetimeDuration")}
                value={form.lifetimeDuration}
                min={AFFILIATE_DAYS_MIN}
                max={AFFILIATE_DAYS_MAX}
                onChange={(days) => set("lifetimeDuration", days)}
                required
                error={errorFor("lifetimeDuration")}
              />
            )}
            <IntegerField
              label={t("form.cookiesExpire")}
              description={t("form.cookiesExpireHelp")}
              value={form.cookiesExpire}
              min={AFFILIATE_DAYS_MIN}
              max={AFFILIATE_DAYS_MAX}
              onChange={(days) => set("cookiesExpire", days ?? 0)}
              required
              error={errorFor("cookiesExpire")}
            />
          </SimpleGrid>
          <Switch
            label={t("form.forwardUrlParams")}
            description={t("form.forwardUrlParamsHelp")}
            checked={form.forwardUrlParams}
            onChange={(event) => set("forwardUrlParams", event.currentTarget.checked)}
          />
          <Switch
            label={t("form.affiliateRedirectionsAllowed")}
            description={t("form.affiliateRedirectionsAllowedHelp")}
            checked={form.affiliateRedirectionsAllowed}
            onChange={(event) => set("affiliateRedirectionsAllowed", event.currentTarget.checked)}
          />
          <Switch
            label={t("form.embedFormsAllowed")}
            description={t("form.embedFormsAllowedHelp")}
            checked={form.embedFormsAllowed}
            onChange={(event) => set("embedFormsAllowed", event.currentTarget.checked)}
          />
        </Section>

        <Section title={t("form.sections.landing")}>
          <LandingFields form={form} onChange={setForm} errorFor={errorFor} />
        </Section>

        {save.isError && Object.keys(server).length === 0 && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={() => void navigate(-1)}>
            {t("common:cancel")}
          </AppButton>
          <AppButton type="submit" loading={save.isPending}>
            {program ? t("form.save") : t("form.create")}
          </AppButton>
        </Group>
      </Stack>
    </form>
  );
}
