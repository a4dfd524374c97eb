import { Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../ui/PageTitle.tsx";

export type LegalKind = "terms" | "privacy" | "imprint";

interface LegalSection {
  title: string;
  text: string;
}

function isSectionMap(value: unknown): value is Record<string, LegalSection> {
  return typeof value === "object" && value !== null;
}

/** Terms, privacy policy and imprint; texts live in the legal namespace, paragraphs split at blank lines. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation("legal");
  const sections: unknown = t(`${kind}.sections`, { returnObjects: true });
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageTitle title={t(`${kind}.title`)} description={t("updated", { date: t("updatedDate") })} />
      <Stack gap="lg">
        <Text>{t(`${kind}.intro`)}</Text>
        {isSectionMap(sections) &&
          Object.entries(sections).map(([key, section]) => (
            <Stack key={key} gap="xs" component="section">
              <Title order={2} fz="lg">
                {section.title}
              </Title>
              {section.text.split("\n\n").map((paragraph, index) => (
                <Text key={index} style={{ whiteSpace: "pre-line" }}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          ))}
      </Stack>
    </Container>
  );
}
