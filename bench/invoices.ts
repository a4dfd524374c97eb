// Issue 5 invoice bench: render 10,000 invoice PDFs in this process, one after the other, from a
// realistic stored invoice (three lines, coupon, 19 % VAT, German), as the invoice job does after
// issuing. Prints PDFs per second, the total time and how far the resident memory grew above its
// level after a warm-up: rendering keeps nothing, so it should stay flat. See bench/README.md.
import { renderInvoicePdf } from "../apps/api/src/billing/documents/invoice-pdf.ts";
import { runBench } from "./lib/cleanup.ts";
import { mib, residentBytes } from "./lib/memory.ts";
import { cpuBusyPercent, fmt, machine, table, writeResults } from "./lib/report.ts";
import { sampleInvoice } from "./lib/invoice-sample.ts";

const COUNT = Number(process.env.BENCH_INVOICES ?? 10_000);
const WARM_UP = 300;

runBench(async () => {
  if (!Number.isInteger(COUNT) || COUNT <= 0) throw new Error("BENCH_INVOICES must be a positive integer");
  const busyBefore = await cpuBusyPercent();
  if (busyBefore > 15)
    console.warn(
      `warning: the CPUs are ${busyBefore} % busy with other work; figures will be low and noisy\n`,
    );

  // Warm-up: fonts' metrics, the JIT, Intl formatters; then the baseline to grow from.
  for (let i = 0; i < WARM_UP; i++) await renderInvoicePdf(sampleInvoice(i + 1));
  await new Promise((r) => setTimeout(r, 500));
  const baseline = residentBytes(process.pid);

  // Each render awaits, so the sampler's timer gets its turn between documents.
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(process.pid))), 100);
  let bytes = 0;
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const pdf = await renderInvoicePdf(sampleInvoice(i + 1));
    bytes += pdf.length;
    if (i % 250 === 0) peak = Math.max(peak, residentBytes(process.pid));
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const end = residentBytes(process.pid);
  peak = Math.max(peak, end);

  const figures = {
    pdfs: COUNT,
    seconds,
    pdfsPerSecond: COUNT / seconds,
    msPerPdf: (seconds * 1000) / COUNT,
    averageKiB: bytes / COUNT / 1024,
    baselineRssMiB: mib(baseline),
    peakRssMiB: mib(peak),
    peakGrowthMiB: mib(peak - baseline),
    endRssMiB: mib(end),
  };
  console.log(
    `\n${fmt.int(COUNT)} invoice PDFs rendered one after another in this process (after ${WARM_UP} warm-up renders)\n`,
  );
  console.log(
    table(
      ["PDFs", "seconds", "PDFs/s", "ms/PDF", "KiB/PDF", "RSS base MiB", "RSS peak", "peak - base"],
      [
        [
          fmt.int(figures.pdfs),
          figures.seconds.toFixed(1),
          fmt.int(figures.pdfsPerSecond),
          fmt.ms(figures.msPerPdf),
          figures.averageKiB.toFixed(1),
          fmt.int(figures.baselineRssMiB),
          fmt.int(figures.peakRssMiB),
          fmt.int(figures.peakGrowthMiB),
        ],
      ],
    ),
  );
  const results = writeResults("invoices", { machine: machine(), cpuBusyBefore: busyBefore, ...figures });
  console.log(`\nresults: ${results}`);
});
