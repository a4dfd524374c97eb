import { useState } from "react";
import {
  ActionIcon,
  Badge,
  Checkbox,
  Code,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLicenseKeys, type LicenseKey, type LicenseKeyState } from "../../../../../api/catalogFiles.ts";
import { AppButton } from "../../../../../ui/AppButton.tsx";
import { useFormat } from "../../../../../ui/useFormat.ts";

const PER = 50;
const FILTERS = ["all", "available", "reserved", "assigned"] as const;
type Filter = (typeof FILTERS)[number];
const STATE_COLORS: Record<LicenseKeyState, string> = {
  available: "green",
  reserved: "yellow",
  assigned: "gray",
};

/** The pool page by page, filtered by state, searchable; available keys can be deleted. */
export function KeyPoolTable({
  productId,
  busy,
  onRemove,
}: {
  productId: number;
  busy: boolean;
  onRemove: (keys: LicenseKey[]) => void;
}) {
  const { t } = useTranslation("catalogFiles");
  const format = useFormat();
  const [filter, setFilter] = useState<Filter>("all");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const keys = useLicenseKeys(productId, {
    page,
    per: PER,
    ...(filter === "all" ? {} : { state: filter }),
    ...(query ? { query } : {}),
  });
  const list = keys.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((keys.data?.totalCount ?? 0) / PER));
  const removable = list.filter((k) => k.state === "available");
  const chosen = removable.filter((k) => selected.has(k.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const remove = (items: LicenseKey[]) => {
    onRemove(items);
    setSelected(new Set());
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          data={FILTERS.map((f) => ({ value: f, label: t(`keys.filter.${f}`) }))}
          aria-label={t("keys.filterLabel")}
        />
        <TextInput
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          placeholder={t("keys.search")}
          aria-label={t("keys.search")}
          leftSection={<IconSearch size={14} aria-hidden />}
          w={240}
        />
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {keys.isLoading ? t("common:loading") : t("keys.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} aria-label={t("keys.poolLabel")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t("keys.selectAll")}
                    checked={removable.length > 0 && chosen.length === removable.length}
                    indeterminate={chosen.length > 0 && chosen.length < removable.length}
                    disabled={removable.length === 0}
                    onChange={(e) =>
                      setSelected(new Set(e.currentTarget.checked ? removable.map((k) => k.id) : []))
                    }
                  />
                </Table.Th>
                <Table.Th>{t("keys.key")}</Table.Th>
                <Table.Th>{t("keys.state")}</Table.Th>
                <Table.Th>{t("keys.source")}</Table.Th>
                <Table.Th>{t("keys.created")}</Table.Th>
                <Table.Th w={50}>
                  <span className="visually-hidden">{t("fileUpload.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t("keys.select", { key: key.key })}
                      disabled={key.state !== "available"}
                      checked={selected.has(key.id)}
                      onChange={(e) => toggle(key.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Code>{key.key}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[key.state]} variant="light">
                      {t(`keys.states.${key.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t(`keys.sources.${key.source === "generated" ? "generated" : "upload"}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{format.dateTime(key.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {key.state === "available" && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        onClick={() => remove([key])}
                        aria-label={t("keys.removeOne", { key: key.key })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <AppButton
          kind="danger"
          size="xs"
          disabled={chosen.length === 0 || busy}
          onClick={() => remove(chosen)}
          leftSection={<IconTrash size={14} aria-hidden />}
        >
          {t("keys.removeSelected", { count: chosen.length })}
        </AppButton>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Group>
    </Stack>
  );
}
