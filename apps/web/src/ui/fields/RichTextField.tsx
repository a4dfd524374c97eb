import "@mantine/tiptap/styles.css";
import { useId } from "react";
import { Input, Text } from "@mantine/core";
import { RichTextEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslation } from "react-i18next";

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string;
  /** Characters of the stored HTML allowed (formatting included); shown as a counter. */
  maxLength?: number;
}

/** The labels of the controls this field shows, in the interface language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t("richText.bold"),
    italicControlLabel: t("richText.italic"),
    underlineControlLabel: t("richText.underline"),
    strikeControlLabel: t("richText.strike"),
    h2ControlLabel: t("richText.h2"),
    h3ControlLabel: t("richText.h3"),
    bulletListControlLabel: t("richText.bulletList"),
    orderedListControlLabel: t("richText.orderedList"),
    blockquoteControlLabel: t("richText.blockquote"),
    linkControlLabel: t("richText.link"),
    unlinkControlLabel: t("richText.unlink"),
    undoControlLabel: t("richText.undo"),
    redoControlLabel: t("richText.redo"),
    linkEditorInputLabel: t("richText.linkUrl"),
    linkEditorInputPlaceholder: "https://example.com/",
    linkEditorExternalLink: t("richText.linkExternal"),
    linkEditorInternalLink: t("richText.linkInternal"),
    linkEditorSave: t("richText.linkSave"),
  };
}

/**
 * Rich text (spec two §5 editor type "rich") with Mantine's tiptap editor. The value is HTML; an
 * empty document is "" so an untouched field is not a change. The server sanitizes what it stores.
 */
export function RichTextField({ label, value, onChange, description, error, maxLength }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(description ? { "aria-describedby": `${id}-description` } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  const length = value.length;

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
      {maxLength !== undefined && (
        <Text size="xs" c={length > maxLength ? "red" : "dimmed"} ta="right" mt={4} aria-live="polite">
          {t("fields.richCharacters", { count: length, max: maxLength })}
        </Text>
      )}
    </Input.Wrapper>
  );
}
