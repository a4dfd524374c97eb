import { loadConfig } from "./config.ts";
import { embeddedDataDir, startFromTemplate } from "./platform/db/pglite-template.ts";

// Imported by the production entry (dist/main.js) before the server's bundle: a first start on
// the embedded database begins copying the template on a worker thread while the main thread
// loads and compiles the server's code, instead of after it (issue 11's cold start). The server
// picks up the copy under way (startFromTemplate). Nothing else happens here: a bad setting is
// reported by the server's own start.
try {
  const config = loadConfig();
  if (!config.databaseUrl) startFromTemplate(embeddedDataDir(config.dataDir)).catch(() => undefined);
} catch {
  // loadConfig runs again in the server and says what is wrong.
}
