import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Loader aria-label={t("loading")} />
    </Center>
  );
}
