import { Transform, type TransformCallback } from "node:stream";

/** Raised inside an upload pipeline when the stream passes its byte limit. */
export class TooLarge extends Error {
  constructor(readonly limit: number) {
    super(`upload exceeds ${limit} bytes`);
  }
}

/** Fails the pipeline at the first byte past `limit`, so an oversized upload stops there. */
export class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new TooLarge(this.limit));
    else callback(null, chunk);
  }
}

/**
 * Holds back the first `sample` bytes until `inspect` has looked at them; an error from it fails
 * the pipeline before anything past the head is written. Detecting a type needs only the head
 * (file-type reads at most ~4 KB), so a refused upload is stopped early, not after gigabytes.
 */
export class InspectHead extends Transform {
  private head: Buffer[] = [];
  private headSize = 0;
  private released = false;

  constructor(
    private readonly inspect: (head: Buffer) => Promise<Error | undefined>,
    private readonly sample = 4100,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.released) return callback(null, chunk);
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < this.sample) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.released) return callback();
    this.release(callback);
  }

  private release(callback: TransformCallback): void {
    this.released = true;
    const head = Buffer.concat(this.head);
    this.head = [];
    this.inspect(head).then(
      (refusal) => (refusal ? callback(refusal) : callback(null, head)),
      (err: Error) => callback(err),
    );
  }
}
