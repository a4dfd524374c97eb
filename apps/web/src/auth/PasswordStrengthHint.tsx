import { Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { passwordStrength } from "./passwordStrength.ts";

const COLORS = { weak: "red", fair: "yellow", good: "teal", strong: "green" } as const;

export function PasswordStrengthHint({ password }: { password: string }) {
  const { t } = useTranslation("auth");
  if (!password) return null;
  const { level, score } = passwordStrength(password);
  return (
    <div>
      <Progress value={((score + 1) / 4) * 100} color={COLORS[level]} size="xs" aria-hidden />
      <Text size="xs" c="dimmed" mt={4} aria-live="polite">
        {t("password.strength", { level: t(`password.levels.${level}`) })}
      </Text>
    </div>
  );
}
