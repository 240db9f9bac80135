import { isUtf8 } from "node:buffer";

/** A source file's text, and the 1-based line of its first byte sequence that is not UTF-8 (if any). */
export interface DecodedSource {
  readonly text: string;
  readonly invalidLine?: number;
}

/** Decodes UTF-8; invalid sequences become U+FFFD as in browsers, and the first one's line is reported. */
export function decodeSource(bytes: Uint8Array): DecodedSource {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (isUtf8(bytes)) return { text };
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return { text, invalidLine: line };
    if (end === -1) return { text };
    start = end + 1;
  }
}
