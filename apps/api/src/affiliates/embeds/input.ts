import type { EmbeddableItemInput, EmbedSettings } from "@sellwerk/domain";
import type { affiliates } from "@sellwerk/contracts";

/** The body as the domain reads it; settings keep only what was given (no nulls stored). */
export function embedInput(body: affiliates.EmbeddableItemBody): EmbeddableItemInput {
  const settings = Object.fromEntries(
    Object.entries(body.settings).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  ) as EmbedSettings;
  return {
    name: body.name,
    form: body.form,
    purpose: body.purpose,
    display: body.display,
    programId: body.program_id,
    productId: body.product_id,
    customUrl: body.custom_url || null,
    settings,
  };
}
