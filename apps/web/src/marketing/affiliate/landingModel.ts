import { LANDING_PLACEHOLDERS, renderLandingBody, type LandingPlaceholder } from "@sellwerk/domain";

// The landing text is plain text (rendered by React, so never HTML): placeholders are filled with
// the program's terms and the text is cut where {buttons} stands, so the join button sits there.

export const BUTTONS_MARK = "\u0000buttons\u0000";

/** The text's parts around the join button; without {buttons} the button comes last. */
export function landingParts(
  template: string,
  values: Omit<Record<LandingPlaceholder, string>, "buttons">,
): string[] {
  const filled = renderLandingBody(template, { ...values, buttons: BUTTONS_MARK });
  const parts = filled.split(BUTTONS_MARK);
  return parts.length > 1 ? parts : [filled, ""];
}

export { LANDING_PLACEHOLDERS };

/** ?recruiter= is the publisher id of whoever shared the link: the recruiter's chain above the joiner. */
export function recruiterOf(search: URLSearchParams): number | null {
  const value = Number(search.get("recruiter"));
  return Number.isInteger(value) && value > 0 ? value : null;
}
