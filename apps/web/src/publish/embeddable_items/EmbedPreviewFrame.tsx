import { Paper } from "@mantine/core";

/**
 * The real snippet in a sandboxed frame, the way a publisher's website shows it. The script is
 * told it is a preview, so nothing is recorded. The frame keeps our origin (allow-same-origin):
 * an opaque origin matches no frame-ancestors source, so an embedded checkout inside it would be
 * refused; what runs in it is only our escaped snippet and our own script.
 */
export function EmbedPreviewFrame({ snippet, title }: { snippet: string; title: string }) {
  const markup = snippet.replace("<script async ", "<script async data-preview ");
  const srcDoc = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f8f9fa">${markup}</body></html>`;
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
      <iframe
        title={title}
        srcDoc={srcDoc}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        style={{ border: 0, width: "100%", height: 420, display: "block" }}
      />
    </Paper>
  );
}
