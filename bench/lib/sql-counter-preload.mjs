// Loaded into a server process the bench starts (`node --import <this file> …`): counts the SQL
// statements the process sends through `pg` (transaction control apart), its explicit
// transactions and its round trips (every query sent, BEGIN and COMMIT included), and writes them with the process's CPU time (process.cpuUsage, µs) to
// SQL_COUNT_FILE every 100 ms, so the bench can take differences around a load round.
// PostgreSQL only (the embedded engine does not go through `pg`).
import { renameSync, writeFileSync } from "node:fs";
import pg from "pg";

const file = process.env.SQL_COUNT_FILE;
if (file) {
  const counts = { statements: 0, transactions: 0, roundTrips: 0 };
  const control = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;
  const open = /^\s*(begin|start transaction)\b/i;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    const text = typeof config === "string" ? config : (config?.text ?? "");
    counts.roundTrips += 1;
    if (open.test(text)) counts.transactions += 1;
    else if (!control.test(text)) counts.statements += 1;
    return query.call(this, config, ...rest);
  };
  const write = () => {
    const cpu = process.cpuUsage();
    // Written aside and renamed into place: the bench reads the file at any moment, and a
    // write in place could be read half done.
    writeFileSync(
      `${file}.next`,
      JSON.stringify({ ...counts, cpuUs: cpu.user + cpu.system, at: Date.now() }),
    );
    renameSync(`${file}.next`, file);
  };
  write();
  setInterval(write, 100).unref();
}
