import type { Deps } from "../platform/deps.ts";
import type { OutgoingAttachment } from "../platform/mail/transport.ts";
import type { MailAttachmentRef } from "./tables.ts";

// Mails carry references to documents ([{ kind: "invoice", id }]), not their bytes: the email log
// stays small, and the file is read when the mail is sent. The context owning a kind registers
// how to read it, so notifications never import billing (or whoever attaches next).

export type AttachmentResolver = (id: number) => Promise<OutgoingAttachment | null>;

/** Per platform instance: tests run several in one process, each with its own database. */
const registries = new WeakMap<Deps, Map<MailAttachmentRef["kind"], AttachmentResolver>>();

export function registerMailAttachment(
  deps: Deps,
  kind: MailAttachmentRef["kind"],
  resolver: AttachmentResolver,
): void {
  const registry = registries.get(deps) ?? new Map<MailAttachmentRef["kind"], AttachmentResolver>();
  registry.set(kind, resolver);
  registries.set(deps, registry);
}

/**
 * The files of a mail's references. A kind nobody reads, or a document that cannot be found,
 * throws: the delivery fails and is retried rather than sent without what it promises.
 */
export async function resolveAttachments(
  deps: Deps,
  refs: readonly MailAttachmentRef[],
): Promise<OutgoingAttachment[]> {
  const out: OutgoingAttachment[] = [];
  for (const ref of refs) {
    const resolver = registries.get(deps)?.get(ref.kind);
    if (!resolver) throw new Error(`no resolver for mail attachments of kind ${ref.kind}`);
    const file = await resolver(ref.id);
    if (!file) throw new Error(`mail attachment ${ref.kind} ${ref.id} not found`);
    out.push(file);
  }
  return out;
}
