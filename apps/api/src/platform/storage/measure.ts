import { createHash, type Hash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { StoredObject } from "./storage.ts";

/** Counts and hashes bytes on their way through, so a put never has to read the object back. */
export class Measure extends Transform {
  private readonly hash: Hash = createHash("sha256");
  // Truly private: @aws-sdk/lib-storage reads a body's `size` property as its length.
  #size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    this.hash.update(chunk);
    callback(null, chunk);
  }

  result(): StoredObject {
    return { size: this.#size, sha256: this.hash.digest("hex") };
  }
}
