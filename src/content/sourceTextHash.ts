import { createHash } from "node:crypto";

/** The hash a source's text is known by (`SourceFile.textHash`): made once at the read, used by every later key of the text. */
export function sourceTextHash(text: string): string {
  return createHash("sha1").update(text).digest("base64");
}
