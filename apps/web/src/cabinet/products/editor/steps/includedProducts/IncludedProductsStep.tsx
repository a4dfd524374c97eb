import { useEffect, useMemo, useState } from "react";
import { Alert, Group, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { itemsApi, itemsKey, useIncludedProducts } from "../../../../../api/catalogFiles.ts";
import { isApiError } from "../../../../../api/client/errors.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { notify } from "../../../../../ui/notify.ts";
import type { StepProps } from "../registry.ts";
import { useOtherProductOptions } from "../useOtherProductOptions.ts";
import { usePartEdit } from "../parts/usePartEdit.ts";
import { PartAlerts } from "../parts/PartAlerts.tsx";
import { moveItem } from "../parts/moveItem.ts";
import { IncludedProductList } from "./IncludedProductList.tsx";

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Step "products" of bundles and memberships: which of the seller's other products are included,
 * in which order. Edited here, saved as a whole; the server refuses a product that already
 * includes this one (no cycles).
 */
export function IncludedProductsStep(props: StepProps) {
  const { t } = useTranslation("catalogFiles");
  const { product, registerDirty } = props;
  const client = useQueryClient();
  const saved = useIncludedProducts(product.id);
  const others = useOtherProductOptions(product.id);
  const edit = usePartEdit(props);
  const baseline = useMemo(() => (saved.data?.list ?? []).map((p) => p.id), [saved.data]);
  // The seller's edits; null while the list is as saved (then a reload shows the new baseline).
  const [edited, setEdited] = useState<number[] | null>(null);
  const ids = edited ?? baseline;
  const setIds = (change: (list: number[]) => number[]) => setEdited(change(ids));
  const dirty = !same(ids, baseline);

  useEffect(() => registerDirty(dirty), [dirty, registerDirty]);
  useEffect(() => () => registerDirty(false), [registerDirty]);

  const labels = useMemo(() => {
    const map = new Map<number, string>(others.options.map((o) => [Number(o.value), o.label]));
    for (const p of saved.data?.list ?? []) if (!map.has(p.id)) map.set(p.id, `${p.name} (#${p.id})`);
    return map;
  }, [others.options, saved.data]);
  const addable = others.options.filter((o) => !ids.includes(Number(o.value)));

  // The server names the refused entry as item_ids.<index>: its words go under that row.
  const rowErrors = new Map<number, string>();
  if (isApiError(edit.error))
    for (const d of edit.error.details) {
      const match = /^item_ids\.(\d+)$/.exec(d.param);
      const id = match ? ids[Number(match[1])] : undefined;
      if (id !== undefined) rowErrors.set(id, d.message);
    }

  const save = () =>
    void edit
      .run((v) => itemsApi.set(product.id, v, ids))
      .then((answer) => {
        if (!answer) return;
        client.setQueryData(itemsKey(product.id), answer);
        setEdited(null);
        notify({ kind: "success", message: t("items.saved") });
      });

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {t("items.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t(product.form === "membership" ? "items.introMembership" : "items.introBundle")}
        </Text>
      </div>
      {rowErrors.size === 0 && <PartAlerts edit={edit} />}
      <Select
        label={t("items.add")}
        placeholder={t("items.addPlaceholder")}
        data={addable.map((o) => ({ value: String(o.value), label: o.label }))}
        value={null}
        onChange={(value) => value && setIds((list) => [...list, Number(value)])}
        searchable
        disabled={others.loading}
        nothingFoundMessage={t("items.nothingFound")}
        maw={520}
      />
      {saved.isLoading ? (
        <Loader size="sm" aria-label={t("common:loading")} />
      ) : ids.length === 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t("items.noneTitle")}>
          {t("items.none")}
        </Alert>
      ) : (
        <IncludedProductList
          items={ids.map((id) => ({ id, label: labels.get(id) ?? `#${id}`, error: rowErrors.get(id) }))}
          onMove={(from, to) => setIds((list) => moveItem(list, from, to))}
          onRemove={(id) => setIds((list) => list.filter((x) => x !== id))}
        />
      )}
      <Group justify="flex-end">
        {dirty && (
          <AppButton kind="secondary" onClick={() => setEdited(null)}>
            {t("items.discard")}
          </AppButton>
        )}
        <AppButton
          onClick={save}
          loading={edit.busy}
          disabled={!dirty}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t("items.save")}
        </AppButton>
      </Group>
    </Stack>
  );
}
