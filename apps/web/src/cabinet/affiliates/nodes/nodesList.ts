import { AFFILIATE_NODE_STATES } from "@sellwerk/domain";
import { NODES_PATH } from "../../../api/affiliatesPaths.ts";
import type { UseListOptions } from "../../../ui/list/useList.ts";
import { AFFILIATE_PAGE_SIZES } from "../affiliatePaths.ts";
import { AFFILIATE_PAGE_SIZE } from "@sellwerk/domain";

/** GET /cabinet/affiliate_nodes: state, program, from landing page and search; 15 a page. */
export function nodesList(programs: readonly { id: number; name: string }[]): UseListOptions {
  return {
    path: NODES_PATH,
    filters: [
      {
        key: "state",
        param: "state",
        labelKey: "affiliates:nodes.filters.state",
        control: "select",
        options: AFFILIATE_NODE_STATES.map((state) => ({
          value: state,
          labelKey: `affiliates:states.${state}`,
        })),
      },
      {
        key: "program",
        param: "affiliate_program_id",
        labelKey: "affiliates:nodes.filters.program",
        control: "select",
        options: programs.map((p) => ({ value: String(p.id), labelKey: "", label: p.name })),
      },
      {
        key: "fromLandingPage",
        param: "from_landing_page",
        labelKey: "affiliates:nodes.filters.fromLandingPage",
        control: "boolean",
      },
    ],
    sortKeys: ["created_at", "id", "state"],
    defaultSort: { key: "created_at", dir: "desc" },
    pageSizes: AFFILIATE_PAGE_SIZES,
    defaultPer: AFFILIATE_PAGE_SIZE,
  };
}
