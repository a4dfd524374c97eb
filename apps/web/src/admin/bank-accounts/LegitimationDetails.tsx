import { Anchor, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { HeadQuarter, LegalRepresentative, LegitimationDocument, Ubo } from "../../api/verification.ts";
import { StatusBadge } from "../../ui/StatusBadge.tsx";

/** The order a form shows its fields in (stored steps come back with their keys in another order). */
const FIELD_ORDER = [
  "legalForm",
  "company",
  "street",
  "streetNumber",
  "zip",
  "city",
  "region",
  "countryCode",
  "phone",
  "vatPayer",
  "registrationLocation",
  "firstName",
  "lastName",
  "birthday",
  "nationality",
  "birthplaceCity",
  "birthplaceCountry",
];
const rank = (key: string) => (FIELD_ORDER.includes(key) ? FIELD_ORDER.indexOf(key) : FIELD_ORDER.length);

/** Label and value pairs of a saved step (the API's fields, named in the interface language). */
function Facts({ values }: { values: object | null | undefined }) {
  const { t } = useTranslation("verification");
  if (!values) return <Text size="sm">—</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
      {Object.entries(values)
        .filter(([key, v]) => v !== undefined && v !== null && v !== "" && key !== "id")
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([key, v]) => (
          <Text size="sm" key={key}>
            <Text span c="dimmed">
              {t(`fields.${key}`)}:
            </Text>{" "}
            {key === "legalForm"
              ? t(`legalForms.${String(v)}`)
              : typeof v === "boolean"
                ? v
                  ? "✓"
                  : "—"
                : String(v)}
          </Text>
        ))}
    </SimpleGrid>
  );
}

/** What a legitimation says: head quarter, representative, documents (with links when live) and owners. */
export function LegitimationDetails(props: {
  headQuarter: HeadQuarter | null | undefined;
  legalRepresentative: LegalRepresentative | null | undefined;
  documents: (Omit<LegitimationDocument, "url"> & { url?: string })[];
  ubos: Ubo[];
}) {
  const { t } = useTranslation("verification");
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{t("steps.head_quarter")}</Text>
        <Facts values={props.headQuarter} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t("steps.legal_representative")}</Text>
        <Facts values={props.legalRepresentative} />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t("steps.documents")}</Text>
        <Table aria-label={t("steps.documents")}>
          <Table.Tbody>
            {props.documents.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{t(`documentKinds.${d.kind}`)}</Table.Td>
                <Table.Td>
                  {d.url ? (
                    <Anchor href={d.url} target="_blank" rel="noreferrer" size="sm">
                      {d.filename}
                    </Anchor>
                  ) : (
                    d.filename
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusBadge state={d.state} label={t(`documentStates.${d.state}`)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {props.ubos.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t("steps.ubo")}</Text>
          {props.ubos.map((u, i) => (
            <Group key={i} gap="xs">
              <Facts values={u} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
