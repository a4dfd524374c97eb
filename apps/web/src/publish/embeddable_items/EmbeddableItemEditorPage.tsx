import { useState } from "react";
import { ColorInput, NumberInput, SimpleGrid, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  EMBED_DISPLAYS,
  EMBED_FORM_RULES,
  EMBED_FORMS,
  EMBED_PURPOSES,
  type EmbedForm,
  type EmbedPurpose,
} from "@sellwerk/domain";
import { fieldErrors } from "../../api/client/errors.ts";
import {
  useEmbeddableItem,
  useEmbedProducts,
  useJoinedPrograms,
  useSaveEmbeddableItem,
  type EmbeddableItem,
  type EmbeddableItemBody,
} from "../../api/embeds.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { SettingsForm } from "../../ui/SettingsForm.tsx";
import { SelectField } from "../../ui/fields/SelectField.tsx";
import { TextField } from "../../ui/fields/TextField.tsx";
import { notify } from "../../ui/notify.ts";
import { EmbedPreviewFrame } from "./EmbedPreviewFrame.tsx";
import { SnippetBox } from "./SnippetBox.tsx";

/** /publish/embeddable_items/new and /{id}/edit: the item's form, its live preview and snippet. */
export function EmbeddableItemEditorPage() {
  const { t } = useTranslation("embeds");
  const id = Number(useParams().id ?? 0);
  const item = useEmbeddableItem(id);
  if (!id)
    return (
      <>
        <PageTitle title={t("editor.newTitle")} description={t("editor.descriptionText")} />
        <Editor saved={null} />
      </>
    );
  return (
    <QueryContent query={item}>
      {(data) => (
        <>
          <PageTitle
            title={t("editor.editTitle", { name: data.name })}
            description={t("editor.descriptionText")}
          />
          <Editor key={data.id} saved={data} />
        </>
      )}
    </QueryContent>
  );
}

const EMPTY: EmbeddableItemBody = {
  name: "",
  form: "button",
  purpose: "product",
  display: "modal",
  programId: null,
  productId: null,
  customUrl: null,
  settings: {},
};

const bodyOf = (item: EmbeddableItem): EmbeddableItemBody => ({
  name: item.name,
  form: item.form,
  purpose: item.purpose,
  display: item.display,
  programId: item.programId,
  productId: item.productId,
  customUrl: item.customUrl,
  settings: item.settings,
});

/** A form change keeps the purpose and display when the new form allows them, else its first. */
function withForm(body: EmbeddableItemBody, form: EmbedForm): EmbeddableItemBody {
  const rule = EMBED_FORM_RULES[form];
  return {
    ...body,
    form,
    purpose: rule.purposes.includes(body.purpose) ? body.purpose : rule.purposes[0]!,
    display: rule.displays.includes(body.display) ? body.display : rule.displays[0]!,
  };
}

const NEEDS_PRODUCT: readonly EmbedPurpose[] = ["product", "course_lesson"];

function Editor({ saved }: { saved: EmbeddableItem | null }) {
  const { t } = useTranslation("embeds");
  const navigate = useNavigate();
  const save = useSaveEmbeddableItem(saved?.id ?? null);
  const programs = useJoinedPrograms();
  const [body, setBody] = useState<EmbeddableItemBody>(saved ? bodyOf(saved) : EMPTY);
  const products = useEmbedProducts(body.programId);
  const server = fieldErrors(save.error);
  const rule = EMBED_FORM_RULES[body.form];
  const set = <K extends keyof EmbeddableItemBody>(key: K, value: EmbeddableItemBody[K]) =>
    setBody((b) => ({ ...b, [key]: value }));
  const setting = <K extends keyof EmbeddableItemBody["settings"]>(
    key: K,
    value: EmbeddableItemBody["settings"][K],
  ) => setBody((b) => ({ ...b, settings: { ...b.settings, [key]: value } }));
  const shown = saved && save.data?.id === saved.id ? save.data : (save.data ?? saved);

  const submit = () => {
    // Only what the chosen purpose uses travels: the API refuses the rest, naming it.
    const needsProduct = NEEDS_PRODUCT.includes(body.purpose);
    const payload: EmbeddableItemBody = {
      ...body,
      productId: needsProduct ? body.productId : null,
      customUrl: body.purpose === "custom_link" ? body.customUrl : null,
      programId: body.purpose === "custom_link" && !body.programId ? null : body.programId,
    };
    save.mutate(payload, {
      onSuccess: (item) => {
        if (saved) notify({ kind: "success", message: t("editor.saved") });
        else {
          notify({ kind: "success", message: t("editor.created") });
          void navigate(`/publish/embeddable_items/${item.id}/edit`, { replace: true });
        }
      },
    });
  };

  const programOptions = (programs.data ?? []).map((p) => ({
    value: p.programId,
    label: `${p.name} · ${p.sellerName}`,
  }));
  const productOptions = (products.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <div>
        <SettingsForm
          label={saved ? t("editor.editTitle", { name: saved.name }) : t("editor.newTitle")}
          saveLabel={saved ? t("editor.save") : t("editor.create")}
          saving={save.isPending}
          error={save.error}
          onSubmit={submit}
        >
          <Paper withBorder p="md">
            <Stack gap="md">
              <Title order={3} size="h5">
                {t("editor.sections.what")}
              </Title>
              <TextField
                label={t("editor.fields.name")}
                value={body.name}
                onChange={(v) => set("name", v)}
                required
                error={server.name}
              />
              <SelectField
                label={t("editor.fields.form")}
                options={EMBED_FORMS.map((form) => ({ value: form, label: t(`forms.${form}`) }))}
                value={body.form}
                onChange={(v) => v && setBody((b) => withForm(b, v as EmbedForm))}
                errorMessage={server.form}
                invalid={Boolean(server.form)}
              />
              <SelectField
                label={t("editor.fields.purpose")}
                options={EMBED_PURPOSES.filter((p) => rule.purposes.includes(p)).map((p) => ({
                  value: p,
                  label: t(`purposes.${p}`),
                }))}
                value={body.purpose}
                onChange={(v) => v && set("purpose", v as EmbedPurpose)}
                errorMessage={server.purpose}
                invalid={Boolean(server.purpose)}
              />
              {rule.displays.length > 1 && (
                <SelectField
                  label={t("editor.fields.display")}
                  options={EMBED_DISPLAYS.filter((d) => rule.displays.includes(d)).map((d) => ({
                    value: d,
                    label: t(`displays.${d}`),
                  }))}
                  value={body.display}
                  onChange={(v) => v && set("display", v as EmbeddableItemBody["display"])}
                  errorMessage={server.display}
                  invalid={Boolean(server.display)}
                />
              )}
              {body.purpose !== "custom_link" && (
                <SelectField
                  label={t("editor.fields.programId")}
                  options={programOptions}
                  value={body.programId}
                  loading={programs.isLoading}
                  noOptionsMessage={t("editor.hints.noPrograms")}
                  onChange={(v) =>
                    setBody((b) => ({ ...b, programId: v ? Number(v) : null, productId: null }))
                  }
                  errorMessage={server.programId}
                  invalid={Boolean(server.programId)}
                  required
                />
              )}
              {NEEDS_PRODUCT.includes(body.purpose) && (
                <SelectField
                  label={t("editor.fields.productId")}
                  options={productOptions}
                  value={body.productId}
                  loading={products.isLoading}
                  noOptionsMessage={t("editor.hints.noProducts")}
                  onChange={(v) => set("productId", v ? Number(v) : null)}
                  errorMessage={server.productId}
                  invalid={Boolean(server.productId)}
                  searchable
                  required
                />
              )}
              {body.purpose === "course_lesson" && (
                <NumberInput
                  label={t("editor.fields.lessonId")}
                  value={body.settings.lessonId ?? ""}
                  min={1}
                  allowDecimal={false}
                  onChange={(v) => setting("lessonId", typeof v === "number" ? v : null)}
                  error={server["settings.lessonId"]}
                />
              )}
              {body.purpose === "custom_link" && (
                <TextField
                  label={t("editor.fields.customUrl")}
                  value={body.customUrl ?? ""}
                  onChange={(v) => set("customUrl", v || null)}
                  placeholder="https://"
                  error={server.customUrl}
                />
              )}
              {rule.framesCheckout || (rule.scripted && body.purpose === "product") ? (
                <Text size="sm" c="dimmed">
                  {t("editor.hints.framed")}
                </Text>
              ) : null}
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Title order={3} size="h5">
                {t("editor.sections.look")}
              </Title>
              {body.form !== "plain_link" && (
                <TextField
                  label={t("editor.fields.label")}
                  value={body.settings.label ?? ""}
                  onChange={(v) => setting("label", v || null)}
                  error={server["settings.label"]}
                />
              )}
              {(body.form === "banner" || body.form === "slider") && (
                <TextField
                  label={t("editor.fields.description")}
                  value={body.settings.description ?? ""}
                  onChange={(v) => setting("description", v || null)}
                  error={server["settings.description"]}
                />
              )}
              {rule.scripted && body.form !== "slider" && (
                <SimpleGrid cols={2}>
                  <ColorInput
                    label={t("editor.fields.color")}
                    value={body.settings.color ?? ""}
                    onChange={(v) => setting("color", v || null)}
                    format="hex"
                    error={server["settings.color"]}
                  />
                  <ColorInput
                    label={t("editor.fields.textColor")}
                    value={body.settings.textColor ?? ""}
                    onChange={(v) => setting("textColor", v || null)}
                    format="hex"
                    error={server["settings.textColor"]}
                  />
                </SimpleGrid>
              )}
              {rule.image === "one" && (
                <TextField
                  label={t("editor.fields.imageUrl")}
                  value={body.settings.imageUrl ?? ""}
                  onChange={(v) => setting("imageUrl", v || null)}
                  placeholder="https://"
                  error={server["settings.imageUrl"]}
                />
              )}
              {rule.image === "many" && (
                <Textarea
                  label={t("editor.fields.images")}
                  value={(body.settings.images ?? []).join("\n")}
                  autosize
                  minRows={3}
                  onChange={(event) =>
                    setting(
                      "images",
                      event.currentTarget.value
                        .split("\n")
                        .map((line) => line.trim())
                        .filter(Boolean),
                    )
                  }
                  error={
                    server["settings.images"] ??
                    Object.entries(server).find(([key]) => key.startsWith("settings.images."))?.[1]
                  }
                />
              )}
            </Stack>
          </Paper>
        </SettingsForm>
      </div>
      <Stack gap="md">
        {shown ? (
          <>
            <EmbedPreviewFrame
              key={shown.updatedAt}
              snippet={shown.snippet}
              title={t("preview.frameTitle", { name: shown.name })}
            />
            <SnippetBox snippet={shown.snippet} />
          </>
        ) : (
          <Text c="dimmed">{t("preview.saveFirst")}</Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
