import { describe, expect, it } from "vitest";
import { moveItem } from "../src/cabinet/products/editor/steps/parts/moveItem.ts";
import { shortFileType } from "../src/cabinet/products/editor/steps/parts/fileType.ts";
import { formatFileSize } from "@sellwerk/domain";

describe("product part helpers", () => {
  it("moves an item within a list and ignores moves out of it", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
  });
  it("names file types briefly", () => {
    expect(shortFileType("application/pdf", "x.pdf")).toBe("PDF");
    expect(shortFileType("text/plain", "notes.txt")).toBe("TXT");
    expect(shortFileType("application/octet-stream", "setup.dmg")).toBe("DMG");
    expect(shortFileType("application/x-rar-compressed", "a.rar")).toBe("RAR");
    expect(shortFileType("application/octet-stream", "noext")).toBe("–");
  });
  it("writes sizes in the interface language", () => {
    // Intl separates number and unit with a no-break space in some languages.
    const size = (bytes: number, locale: string) => formatFileSize(bytes, locale).replace(/\s/g, " ");
    expect(size(512, "en-US")).toBe("512 byte");
    expect(size(1536, "en-US")).toBe("1.5 kB");
    expect(size(1536, "de-DE")).toBe("1,5 kB");
    expect(size(5 * 1024 ** 3, "de-DE")).toBe("5 GB");
  });
});
