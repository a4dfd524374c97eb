/**
 * Everything a bench starts (processes, temporary folders, databases) registers how to undo it
 * here; `runCleanups` undoes it in reverse order on success, on failure and on Ctrl-C.
 */
type Undo = () => Promise<void> | void;

const undos: { label: string; undo: Undo }[] = [];

/** Registers an undo; the returned function runs it early (and only once). */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const entry = { label, undo };
  undos.push(entry);
  return async () => {
    const i = undos.indexOf(entry);
    if (i === -1) return;
    undos.splice(i, 1);
    await undo();
  };
}

export async function runCleanups(): Promise<void> {
  while (undos.length > 0) {
    const { label, undo } = undos.pop()!;
    try {
      await undo();
    } catch (err) {
      console.error(`cleanup "${label}" failed:`, err);
    }
  }
}

/** Runs a bench's main function, always cleans up, and sets the exit code. */
export function runBench(main: () => Promise<void>): void {
  let interrupted = false;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping what the bench started...`);
    void runCleanups().finally(() => process.exit(130));
  };
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);
  main()
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(async () => {
      await runCleanups();
    })
    .catch((err: unknown) => console.error(err));
}
