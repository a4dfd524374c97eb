import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";

// pdf-lib (1.17.1, its last release) spends about a third of an invoice's render in two helpers
// Node has natively: pako's JavaScript deflate for every content and object stream, and a number
// formatter that splits each number's string to rule out an exponent. An invoice job and every
// renewal render one PDF, so both are swapped, once per process, for the native way:
// - deflate: zlib's deflate gives the same format (zlib-wrapped, level 6 by default) and is
//   deterministic like pako, so a document rendered twice is still the same file;
// - numbers: `String(num)` is what pdf-lib returns for any number without an exponent; the rare
//   one with an exponent still goes through pdf-lib's own conversion.
// The modules are the ones pdf-lib itself requires (resolved from pdf-lib's own path), and pdf-lib
// reads both functions from their module objects at call time, so the swap reaches every caller.
const fromPdfLib = createRequire(createRequire(import.meta.url).resolve("pdf-lib"));

// Plain functions read off the module objects (neither uses `this`).
interface Pako {
  deflate: (data: Uint8Array, options?: object) => Uint8Array;
}
interface PdfLibUtils {
  numberToString: (num: number) => string;
}

const pako = fromPdfLib("pako") as Pako;
const utils = fromPdfLib("./utils") as PdfLibUtils;
const SWAPPED = Symbol.for("sellwerk.pdf-lib-natives");

if (!(SWAPPED in pako)) {
  const jsDeflate = pako.deflate.bind(pako);
  pako.deflate = (data, options) => (options ? jsDeflate(data, options) : deflateSync(data));
  const jsNumberToString = utils.numberToString;
  utils.numberToString = (num) => {
    const text = String(num);
    return text.includes("e") ? jsNumberToString(num) : text;
  };
  Object.defineProperty(pako, SWAPPED, { value: true });
}
