import { useMemo } from "react";
import { Typography, type BoxProps } from "@mantine/core";
import { sanitizeHtml } from "./sanitizeHtml.ts";

/** Rich text from the server, cleaned once more and kept inside its own box. */
export function SafeHtml({ html, ...props }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography {...props} style={{ overflowWrap: "anywhere", overflow: "hidden" }}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
