import { useState } from "react";
import { Anchor, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "@sellwerk/domain";
import { useClaim, useClaimAction, type ClaimDetail, type ClaimEvent } from "../../api/dunning.ts";
import { fieldErrors } from "../../api/client/errors.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { ConfirmModal } from "../../ui/ConfirmModal.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { Money } from "../../ui/Money.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { TextAreaField } from "../../ui/fields/TextAreaField.tsx";
import type { Column } from "../../ui/list/DataTable.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useFormat } from "../../ui/useFormat.ts";
import { StaticTable } from "../orders/detail/Section.tsx";
import { ClaimBadges } from "./ClaimBadges.tsx";

/** /cabinet/dunning/:id: one claim, its amounts and history, the pay link, and the manual endings. */
export function ClaimDetailPage() {
  const { t } = useTranslation("dunning");
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const { data: claim, isError, error } = useClaim(id);
  const back = (
    <Anchor component={Link} to="/cabinet/dunning" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t("detail.back")}
      </Group>
    </Anchor>
  );
  if (!claim)
    return (
      <Stack gap="md">
        {back}
        <Center py="xl">
          {isError ? <Text>{errorText(error)}</Text> : <Loader aria-label={t("common:loading")} />}
        </Center>
      </Stack>
    );
  return (
    <Stack gap="md" maw={1100}>
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <PageTitle title={t("detail.title", { id: claim.id })} description={claim.productName} />
          <ClaimBadges claim={claim} />
        </Stack>
        <ClaimActions claim={claim} />
      </Group>
      <ClaimFacts claim={claim} />
      <Paper withBorder p="md" component="section" aria-label={t("detail.history")}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t("detail.history")}
          </Title>
          <History claim={claim} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function ClaimFacts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation("dunning");
  const format = useFormat();
  const facts: [string, React.ReactNode][] = [
    [t("detail.amount"), <Money key="a" amount={claim.amount} currency={claim.currency} />],
    [t("detail.fees"), <Money key="f" amount={claim.feesAmount} currency={claim.currency} />],
    [t("detail.total"), <Money key="t" amount={claim.totalAmount} currency={claim.currency} />],
    [
      t("detail.overdueSince"),
      `${formatDate(claim.overdueSince, format.locale)} · ${t("days", { count: claim.daysOverdue })}`,
    ],
    [t("detail.strategy"), t(`strategies.${claim.strategyType}`)],
    [t("detail.strategyStatus"), t(`strategyStatuses.${claim.strategyStatus}`)],
    [t("detail.inkassoStatus"), t(`inkassoStatuses.${claim.inkassoStatus}`)],
    [t("detail.nextStage"), claim.nextStageAt ? formatDate(claim.nextStageAt, format.locale) : "–"],
    [
      t("detail.order"),
      <Anchor key="o" component={Link} to={`/cabinet/orders/${claim.orderId}`} size="sm">
        #{claim.orderId} · {t("rate", { number: claim.rateNumber })}
      </Anchor>,
    ],
    [
      t("detail.payer"),
      `${claim.payer.name} · ${claim.payer.email} · ${t(`payerTypes.${claim.payer.type}`)}`,
    ],
    [
      t("detail.payLink"),
      <Anchor key="p" href={claim.payUrl} target="_blank" rel="noreferrer" size="sm">
        {t("detail.payLinkOpen")}
      </Anchor>,
    ],
  ];
  if (claim.notCollectedReason)
    facts.push([t("detail.notCollectedReason"), t(`notCollectedReasons.${claim.notCollectedReason}`)]);
  if (claim.writeOffReason) facts.push([t("detail.writeOffReason"), claim.writeOffReason]);
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div">
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function History({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation("dunning");
  const format = useFormat();
  const columns: Column<ClaimEvent>[] = [
    { key: "when", header: t("history.when"), render: (e) => format.dateTime(e.createdAt) },
    {
      key: "what",
      header: t("history.what"),
      render: (e) => (e.kind === "outcome" ? t(`outcomes.${e.outcome}`) : t(`stages.${e.stage}`)),
    },
    { key: "who", header: t("history.who"), render: (e) => t(`actors.${e.actor}`) },
    {
      key: "fee",
      header: t("history.fee"),
      align: "right",
      render: (e) => <Money amount={e.fee} currency={claim.currency} />,
    },
    {
      key: "note",
      header: t("history.note"),
      render: (e) =>
        e.mailUrl ? (
          <Anchor href={e.mailUrl} target="_blank" rel="noreferrer" size="sm">
            {t("history.mail")}
          </Anchor>
        ) : (
          (e.note ?? "")
        ),
    },
  ];
  return (
    <StaticTable columns={columns} rows={claim.events} rowKey={(e) => e.id} caption={t("detail.history")} />
  );
}

function ClaimActions({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation("dunning");
  const errorText = useErrorText();
  const action = useClaimAction(claim.id);
  const [open, setOpen] = useState<"resolve" | "write_off" | "skip" | null>(null);
  const [reason, setReason] = useState("");
  const close = () => {
    setOpen(null);
    setReason("");
    action.reset();
  };
  const run = (input: Parameters<typeof action.mutate>[0]) =>
    action.mutate(input, {
      onSuccess: () => {
        notify({ kind: "success", message: t(`actions.done.${input.kind}`) });
        close();
      },
      onError: (error) => {
        if (!fieldErrors(error).reason) notify({ kind: "error", message: errorText(error) });
      },
    });
  return (
    <Group gap="xs">
      {claim.canResolve && (
        <AppButton kind="secondary" onClick={() => setOpen("resolve")}>
          {t("actions.resolve")}
        </AppButton>
      )}
      {claim.canSkip && (
        <AppButton kind="secondary" onClick={() => setOpen("skip")}>
          {t("actions.skip")}
        </AppButton>
      )}
      {claim.canWriteOff && (
        <AppButton kind="danger" onClick={() => setOpen("write_off")}>
          {t("actions.writeOff")}
        </AppButton>
      )}
      <ConfirmModal
        opened={open === "resolve" || open === "skip"}
        title={open === "skip" ? t("actions.skip") : t("actions.resolve")}
        confirmLabel={open === "skip" ? t("actions.skip") : t("actions.resolve")}
        loading={action.isPending}
        onConfirm={() => run(open === "skip" ? { kind: "skip" } : { kind: "resolve" })}
        onClose={close}
      >
        {open === "skip" ? t("actions.skipHelp") : t("actions.resolveHelp")}
      </ConfirmModal>
      <FormModal
        opened={open === "write_off"}
        title={t("actions.writeOff")}
        busy={action.isPending}
        submitLabel={t("actions.writeOff")}
        onSubmit={() => run({ kind: "write_off", reason })}
        onClose={close}
      >
        <TextAreaField
          label={t("actions.reason")}
          description={t("actions.writeOffHelp")}
          value={reason}
          onChange={setReason}
          required
          maxLength={500}
          error={fieldErrors(action.error).reason}
        />
      </FormModal>
    </Group>
  );
}
