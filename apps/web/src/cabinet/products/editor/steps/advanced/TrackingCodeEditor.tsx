import { ActionIcon, Group, MultiSelect, Paper, SimpleGrid, Stack, Switch } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TRACKING_CODE_KINDS, TRACKING_EVENTS, type TrackingCodeKind } from "@sellwerk/domain";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { TRACKING_ID_EXAMPLES, type TrackingCodeForm } from "./advancedForm.ts";

export interface TrackingCodeEditorProps {
  code: TrackingCodeForm;
  number: number;
  onChange: (code: TrackingCodeForm) => void;
  onRemove: () => void;
  errorFor: (path: string) => string | undefined;
}

/** One tracking code: its kind, the id in the vendor's shape (or a snippet), events, on or off. */
export function TrackingCodeEditor({ code, number, onChange, onRemove, errorFor }: TrackingCodeEditorProps) {
  const { t } = useTranslation("catalog");
  const set = <K extends keyof TrackingCodeForm>(key: K, value: TrackingCodeForm[K]) =>
    onChange({ ...code, [key]: value });
  const label = t("advanced.codeNumber", { number });
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Switch
            label={t("advanced.active")}
            checked={code.active}
            onChange={(event) => set("active", event.currentTarget.checked)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t("advanced.remove", { number })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label={t("advanced.kind")}
            options={TRACKING_CODE_KINDS.map((kind) => ({ value: kind, label: t(`trackingKinds.${kind}`) }))}
            value={code.kind}
            searchable={false}
            onChange={(kind) => kind && set("kind", kind as TrackingCodeKind)}
          />
          {code.kind !== "custom" && (
            <TextField
              label={t("advanced.codeId")}
              placeholder={TRACKING_ID_EXAMPLES[code.kind]}
              value={code.codeId}
              onChange={(id) => set("codeId", id)}
              error={errorFor("codeId")}
            />
          )}
        </SimpleGrid>
        {code.kind === "custom" && (
          <TextAreaField
            label={t("advanced.snippet")}
            description={t("advanced.snippetHelp")}
            value={code.snippet}
            onChange={(snippet) => set("snippet", snippet)}
            ff="monospace"
            error={errorFor("snippet")}
          />
        )}
        <MultiSelect
          label={t("advanced.events")}
          data={TRACKING_EVENTS.map((event) => ({ value: event, label: t(`trackingEvents.${event}`) }))}
          value={code.events}
          onChange={(events) => set("events", events)}
          error={errorFor("events")}
        />
      </Stack>
    </Paper>
  );
}
