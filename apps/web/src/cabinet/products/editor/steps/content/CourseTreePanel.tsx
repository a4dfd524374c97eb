import { useState } from "react";
import { ActionIcon, Group, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconCalendarTime, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { COURSE_LIMITS } from "@sellwerk/domain";
import { courseApi, type CourseModule } from "../../../../../api/catalogContent.ts";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import { StatusBadge } from "../../../../../ui/StatusBadge.tsx";
import { ReorderControls } from "../parts/ReorderControls.tsx";
import { useDragOrder } from "../parts/useDragOrder.ts";
import type { PartEdit } from "../parts/usePartEdit.ts";
import { moveLesson, moveModule, type CourseOrder } from "./courseOrder.ts";

interface PanelProps {
  productId: number;
  modules: CourseModule[];
  edit: PartEdit;
  selected: number | null;
  onSelect: (lessonId: number) => void;
  onChanged: () => Promise<unknown>;
}

/** A title typed and added with Enter or the button; empty titles are not sent. */
function AddTitle({
  label,
  onAdd,
  disabled,
}: {
  label: string;
  onAdd: (title: string) => Promise<unknown>;
  disabled: boolean;
}) {
  const [title, setTitle] = useState("");
  const add = () => {
    const trimmed = title.trim();
    if (!trimmed) return;
    void onAdd(trimmed).then(() => setTitle(""));
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        flex={1}
        size="xs"
        placeholder={label}
        aria-label={label}
        value={title}
        maxLength={COURSE_LIMITS.titleMax}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
      />
      <ActionIcon variant="light" onClick={add} disabled={disabled || !title.trim()} aria-label={label}>
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The course tree: modules in order, their lessons in order; add, rename, remove and reorder. */
export function CourseTreePanel({ productId, modules, edit, selected, onSelect, onChanged }: PanelProps) {
  const { t } = useTranslation("catalogContent");
  const [removing, setRemoving] = useState<CourseModule | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const write = async <T extends { productVersion: number }>(call: (version: number) => Promise<T>) => {
    const result = await edit.run(call);
    await onChanged();
    return result;
  };
  const reorder = (order: CourseOrder) => write((v) => courseApi.order(productId, v, order));
  const moduleDrag = useDragOrder((from, to) => void reorder(moveModule(modules, from, to)), edit.busy);

  return (
    <Stack gap="sm">
      {modules.map((module, index) => (
        <Paper
          key={module.id}
          withBorder
          p="sm"
          radius="md"
          bg={moduleDrag.over === index ? "var(--mantine-color-blue-light)" : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" {...moduleDrag.rowProps(index)}>
            <Group gap="xs" wrap="nowrap" flex={1} miw={0}>
              <ReorderControls
                label={module.title}
                index={index}
                count={modules.length}
                disabled={edit.busy}
                onMove={(to) => void reorder(moveModule(modules, index, to))}
              />
              {renaming?.id === module.id ? (
                <TextInput
                  size="xs"
                  flex={1}
                  autoFocus
                  aria-label={t("course.moduleTitle")}
                  value={renaming.title}
                  maxLength={COURSE_LIMITS.titleMax}
                  onChange={(event) => setRenaming({ id: module.id, title: event.currentTarget.value })}
                  onBlur={() => setRenaming(null)}
                  onKeyDown={(event) => {
                    if (event.key === "Escape") setRenaming(null);
                    if (event.key === "Enter" && renaming.title.trim()) {
                      event.preventDefault();
                      const title = renaming.title.trim();
                      setRenaming(null);
                      void write((v) => courseApi.renameModule(productId, v, module.id, title));
                    }
                  }}
                />
              ) : (
                <Text fw={600} truncate>
                  {t("course.moduleLabel", { number: index + 1, title: module.title })}
                </Text>
              )}
            </Group>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => setRenaming({ id: module.id, title: module.title })}
                aria-label={t("course.renameModule", { title: module.title })}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                color="red"
                onClick={() => setRemoving(module)}
                aria-label={t("course.removeModule", { title: module.title })}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <LessonList
            module={module}
            selected={selected}
            disabled={edit.busy}
            onSelect={onSelect}
            onMove={(from, to) => void reorder(moveLesson(modules, module.id, from, to))}
          />
          <AddTitle
            label={t("course.addLesson")}
            disabled={edit.busy}
            onAdd={async (title) => {
              const added = await write((v) => courseApi.addLesson(productId, v, module.id, title));
              if (added) onSelect(added.lesson.id);
            }}
          />
        </Paper>
      ))}
      <AddTitle
        label={t("course.addModule")}
        disabled={edit.busy}
        onAdd={(title) => write((v) => courseApi.addModule(productId, v, title))}
      />
      <ConfirmModal
        opened={removing !== null}
        title={t("course.removeModuleTitle")}
        confirmLabel={t("course.remove")}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void write((v) => courseApi.removeModule(productId, v, target.id));
        }}
      >
        {t("course.removeModuleText", { title: removing?.title ?? "", count: removing?.lessons.length ?? 0 })}
      </ConfirmModal>
    </Stack>
  );
}

function LessonList({
  module,
  selected,
  disabled,
  onSelect,
  onMove,
}: {
  module: CourseModule;
  selected: number | null;
  disabled: boolean;
  onSelect: (lessonId: number) => void;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation("catalogContent");
  const drag = useDragOrder(onMove, disabled);
  return (
    <Stack gap={4} my="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {module.lessons.map((lesson, index) => (
        <Group
          key={lesson.id}
          component="li"
          wrap="nowrap"
          gap="xs"
          p={4}
          style={{
            borderRadius: "var(--mantine-radius-sm)",
            background:
              lesson.id === selected
                ? "var(--mantine-color-blue-light)"
                : drag.over === index
                  ? "var(--mantine-color-gray-1)"
                  : undefined,
          }}
          {...drag.rowProps(index)}
        >
          <ReorderControls
            label={lesson.title}
            index={index}
            count={module.lessons.length}
            disabled={disabled}
            onMove={(to) => onMove(index, to)}
          />
          <UnstyledButton
            flex={1}
            miw={0}
            onClick={() => onSelect(lesson.id)}
            aria-current={lesson.id === selected ? "true" : undefined}
          >
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" truncate flex={1}>
                {lesson.title}
              </Text>
              {(lesson.dripDays !== null || lesson.dripDate !== null) && (
                <IconCalendarTime size={14} aria-label={t("lesson.dripped")} />
              )}
              <StatusBadge state={lesson.status} label={t(`lesson.statuses.${lesson.status}`)} />
            </Group>
          </UnstyledButton>
        </Group>
      ))}
      {module.lessons.length === 0 && (
        <Text size="xs" c="dimmed" component="li">
          {t("course.noLessons")}
        </Text>
      )}
    </Stack>
  );
}
