import { Box, Group, Text, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StepKey } from "../../../api/catalogTypes.ts";

export interface StepIndicatorProps {
  steps: readonly StepKey[];
  /** 1-based. */
  current: number;
  /** The furthest step reached so far. */
  reached: number;
  onSelect: (step: number) => void;
}

/** The product type's steps in order; the current one is marked, every one can be opened. */
export function StepIndicator({ steps, current, reached, onSelect }: StepIndicatorProps) {
  const { t } = useTranslation("catalog");
  return (
    <Box component="nav" aria-label={t("editor.stepsLabel")}>
      <Group component="ol" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
        {steps.map((key, i) => {
          const number = i + 1;
          const active = number === current;
          const done = number < current || number <= reached;
          return (
            <li key={key}>
              <UnstyledButton
                onClick={() => onSelect(number)}
                aria-current={active ? "step" : undefined}
                px="sm"
                py={6}
                style={{
                  borderRadius: 999,
                  border: "1px solid var(--mantine-color-gray-4)",
                  background: active
                    ? "var(--mantine-primary-color-filled)"
                    : done
                      ? "var(--mantine-primary-color-light)"
                      : undefined,
                  color: active ? "var(--mantine-color-white)" : undefined,
                }}
              >
                <Group gap={6} wrap="nowrap">
                  {done && !active && <IconCheck size={14} aria-hidden />}
                  <Text size="sm" fw={700} component="span">
                    {`${number}.`}
                  </Text>
                  <Text size="sm" component="span">
                    {t(`steps.${key}`)}
                  </Text>
                  {done && !active && <span className="visually-hidden">{t("editor.stepVisited")}</span>}
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
