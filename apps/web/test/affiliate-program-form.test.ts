import { describe, expect, it } from "vitest";
import { AFFILIATE_NODE_STATES, MAX_STAGES } from "@sellwerk/domain";
import en from "../src/i18n/locales/en/affiliates.json";
import de from "../src/i18n/locales/de/affiliates.json";
import { affiliates } from "@sellwerk/contracts";
import { ApiError, fieldErrors } from "../src/api/client/errors.ts";
import { keysToSnake } from "../src/api/client/caseConversion.ts";
import { readListState, toRequestParams } from "../src/ui/list/listState.ts";
import { PROGRAMS_LIST } from "../src/cabinet/affiliates/programs/programsList.ts";
import { nodesList } from "../src/cabinet/affiliates/nodes/nodesList.ts";
import {
  canAddStage,
  canRemoveStage,
  fieldKey,
  newProgramForm,
  programIssues,
  programPayload,
  stageSum,
  withForm,
  withProducts,
  withStageCount,
  type ProgramFormState,
} from "../src/cabinet/affiliates/programs/programForm.ts";

const twoStages = (a: number | null, b: number | null): ProgramFormState => ({
  ...withForm({ ...newProgramForm(), name: "Partners" }, "multiple"),
  commissions: [a, b],
});

describe("the affiliate program form", () => {
  it("adds stages exactly, without floating point artefacts", () => {
    expect(stageSum([0.1, 0.2])).toBe(0.3);
    expect(stageSum([33.33, 33.33, 33.34])).toBe(100);
    expect(stageSum([12.5, null])).toBe(12.5);
  });

  it("gives a multiple program two to five stages, a single one exactly one", () => {
    let form = withForm(newProgramForm(), "multiple");
    expect(form.commissions).toHaveLength(2);
    expect(canRemoveStage(form)).toBe(false);
    while (canAddStage(form)) form = withStageCount(form, form.commissions.length + 1);
    expect(form.commissions).toHaveLength(MAX_STAGES);
    form = withForm({ ...form, commissions: [10, 5, 2, 1, 1] }, "single");
    expect(form.commissions).toEqual([10]);
    expect(canAddStage(form)).toBe(false);
  });

  it("keeps product rows' stages in step with the program's", () => {
    let form = withProducts({ ...twoStages(10, 5), scope: "with_products" }, [3, 4]);
    expect(form.productCommissions).toEqual([
      { productId: 3, commissions: [10, 5] },
      { productId: 4, commissions: [10, 5] },
    ]);
    form = withStageCount(form, 3);
    expect(form.productCommissions[1]!.commissions).toEqual([10, 5, 0]);
  });

  it("accepts a two-stage program within the bounds and sends percent", () => {
    const form = twoStages(10, 5);
    expect(programIssues(form)).toEqual({});
    expect(programPayload(form)).toMatchObject({
      form: "multiple",
      commissions: [10, 5],
      productCommissions: [],
    });
  });

  it("refuses a stage sum above 100 % and names the field the API names", () => {
    expect(programIssues(twoStages(60, 50)).commissions?.code).toBe("affiliate_commission_sum_high");
    expect(programIssues(twoStages(0, 0)).commissions?.code).toBe("affiliate_commission_sum_zero");
    expect(programIssues({ ...twoStages(60, 30), bonus: 20 }).bonus?.code).toBe("affiliate_bonus_too_high");
    expect(programIssues(twoStages(null, 5))["commissions.0"]?.code).toBe("required");
  });

  it("refuses a product row out of bounds under its own field", () => {
    const form = withProducts({ ...twoStages(10, 5), scope: "with_products" }, [3]);
    form.productCommissions[0]!.commissions = [90, 20];
    expect(programIssues(form)["productCommissions.0.commissions"]?.code).toBe(
      "affiliate_commission_sum_high",
    );
    expect(programIssues({ ...twoStages(10, 5), scope: "with_products" }).productCommissions?.code).toBe(
      "required",
    );
  });

  it("needs the days of a fixed duration and bounds the cookie days", () => {
    const fixed = { ...twoStages(10, 5), commissionDuration: "fixed" as const };
    expect(programIssues(fixed).lifetimeDuration?.code).toBe("required");
    expect(programIssues({ ...fixed, lifetimeDuration: 30 })).toEqual({});
    expect(programIssues({ ...fixed, lifetimeDuration: 30, cookiesExpire: 0 }).cookiesExpire).toMatchObject({
      code: "out_of_range",
      params: { min: 1, max: 3650 },
    });
  });

  it("sends a body the API's schema takes as it is", () => {
    const form = withProducts({ ...twoStages(10, 5), scope: "with_products", bonus: 2.5 }, [3]);
    const body = affiliates.affiliateProgramBody.safeParse(keysToSnake(programPayload(form)));
    expect(body.success).toBe(true);
    expect(body.data?.product_commissions).toEqual([{ product_id: 3, commissions: [10, 5] }]);
  });

  it("asks for programs and publishers with parameters the API's query schemas accept", () => {
    const programs = readListState(
      new URLSearchParams(
        "archived=true&form=multiple&affiliate_marketplace_product=true&sort_key=name&query=x",
      ),
      PROGRAMS_LIST,
    );
    const programParams = toRequestParams(programs, PROGRAMS_LIST);
    expect(programParams).toMatchObject({ per: 15, archived: "true", form: "multiple", sort_key: "name" });
    expect(affiliates.affiliateProgramsQuery.safeParse(programParams).success).toBe(true);

    const options = nodesList([{ id: 7, name: "Partners" }]);
    const nodes = readListState(
      new URLSearchParams(
        "state=requested&affiliate_program_id=7&from_landing_page=true&sort_key=state&per=15",
      ),
      options,
    );
    const nodeParams = toRequestParams(nodes, options);
    expect(nodeParams).toMatchObject({ state: "requested", affiliate_program_id: "7", per: 15 });
    expect(affiliates.affiliateNodesQuery.safeParse(nodeParams).success).toBe(true);
  });

  it("puts the server's 422 field errors under the same keys as its own checks", () => {
    const error = new ApiError({
      status: 422,
      code: "INVALID_INPUT",
      message: "invalid",
      details: [
        {
          param: "product_commissions.0.commissions",
          code: "affiliate_commission_sum_high",
          message: "Too high",
        },
        { param: "cookies_expire", code: "out_of_range", message: "1 to 3650" },
      ],
    });
    const server = fieldErrors(error);
    expect(server[fieldKey(["product_commissions", 0, "commissions"])]).toBe("Too high");
    expect(server[fieldKey(["cookies_expire"])]).toBe("1 to 3650");
  });

  it("says everything in English and German alike", () => {
    const keys = (o: object, at = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === "object" && v !== null ? keys(v as object, `${at}${k}.`) : [`${at}${k}`],
      );
    expect(keys(de).sort()).toEqual(keys(en).sort());
    for (const state of AFFILIATE_NODE_STATES) expect(en.states[state] && de.states[state]).toBeTruthy();
    expect(en.states.accepted).toBe("Active");
  });
});
