// Requests belong to the screen that made them: when the route changes, every request still in
// flight is cancelled (spec two §7), except those flagged to outlive navigation (uploads, card
// payments, discussions, the session itself).

export class AbortRegistry {
  private readonly controllers = new Set<AbortController>();

  register(controller: AbortController): () => void {
    this.controllers.add(controller);
    return () => this.controllers.delete(controller);
  }

  abortAll(reason = "route change"): void {
    for (const controller of this.controllers) controller.abort(reason);
    this.controllers.clear();
  }

  get size(): number {
    return this.controllers.size;
  }
}
