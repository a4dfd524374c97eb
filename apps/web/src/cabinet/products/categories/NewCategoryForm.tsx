import { useState } from "react";
import { Collapse, Group, Paper } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ProductCategory } from "../../../api/catalogTypes.ts";
import { fieldErrors } from "../../../api/client/errors.ts";
import { useCreateCategory } from "../../../api/productCategories.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { SelectField } from "../../../ui/fields/SelectField.tsx";
import { TextField } from "../../../ui/fields/TextField.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { orderedTree } from "./categoryTree.ts";

export const CATEGORY_TITLE_MAX_LENGTH = 60;

/** Adds a category (optionally below another) without leaving the editor, and selects it. */
export function NewCategoryForm({
  categories,
  onCreated,
}: {
  categories: readonly ProductCategory[];
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const create = useCreateCategory();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [parentId, setParentId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const server = fieldErrors(create.error);
  const tooLong = title.trim().length > CATEGORY_TITLE_MAX_LENGTH;

  const add = () => {
    setTried(true);
    if (title.trim() === "" || tooLong) return;
    create.mutate(
      { title: title.trim(), parentId: parentId ? Number(parentId) : null },
      {
        onSuccess: (created) => {
          if (created) onCreated(created.id);
          setTitle("");
          setParentId(null);
          setTried(false);
          setOpen(false);
        },
      },
    );
  };

  return (
    <div>
      <AppButton
        kind="ghost"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {t("categories.new")}
      </AppButton>
      <Collapse expanded={open}>
        <Paper withBorder p="sm" mt="xs">
          <Group align="flex-end" wrap="wrap">
            <TextField
              label={t("categories.title")}
              value={title}
              onChange={setTitle}
              required
              touched={tried}
              error={
                tooLong
                  ? t("contracts:validation.too_long", { max: CATEGORY_TITLE_MAX_LENGTH })
                  : (server.title ?? (create.isError && !server.title ? errorText(create.error) : undefined))
              }
              onKeyDown={(event) => {
                // Inside the step's form, Enter adds the category instead of saving the step.
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <SelectField
              label={t("categories.parent")}
              options={orderedTree(categories).map((c) => ({
                value: c.id,
                label: `${"— ".repeat(c.depth)}${c.title}`,
              }))}
              value={parentId}
              onChange={setParentId}
              clearable
              placeholder={t("categories.noParent")}
            />
            <AppButton onClick={add} loading={create.isPending}>
              {t("categories.add")}
            </AppButton>
          </Group>
        </Paper>
      </Collapse>
    </div>
  );
}
