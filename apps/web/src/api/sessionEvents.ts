// The client lives outside React; the app listens here to react when the session ends.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSignInRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSignInRequired(): void {
  for (const listener of listeners) listener();
}
