import LZString from "lz-string";

/** Longest `?code=` parameter the playground decodes (characters, as it appears in the URL). */
export const MAX_CODE_PARAM = 20_000;
/** Longest decoded source the playground opens (characters). */
export const MAX_CODE_CHARS = 1_000_000;

/** What a `?code=` parameter holds: nothing, source text, or a reason to show instead. */
export type DecodedCode = { readonly kind: "none" } | { readonly kind: "code"; readonly code: string } | { readonly kind: "error"; readonly message: string };

const KEPT = "The example below is shown instead.";
const CORRUPT = `The code in this link could not be decoded: the link may be cut short or damaged. ${KEPT}`;

/** Decodes a `?code=` value (lz-string, URL-safe). Oversized, undecodable or empty values come back as errors, never as code. */
export function decodePlaygroundCode(param: string | null): DecodedCode {
  if (param === null) return { kind: "none" };
  if (param.length > MAX_CODE_PARAM) {
    return {
      kind: "error",
      message: `The code in this link is too large to open (limit ${MAX_CODE_PARAM.toLocaleString("en-US")} characters in the link). ${KEPT}`,
    };
  }
  // lz-string's URL-safe alphabet (a `+` may arrive as a space); other characters would decode to garbage.
  if (!/^[A-Za-z0-9+\-$ ]*$/.test(param)) return { kind: "error", message: CORRUPT };
  let code: unknown;
  try {
    code = LZString.decompressFromEncodedURIComponent(param);
  } catch {
    code = null;
  }
  if (typeof code !== "string" || code === "") return { kind: "error", message: CORRUPT };
  if (code.length > MAX_CODE_CHARS) return { kind: "error", message: `The code in this link is too large to open (limit 1 MB of source). ${KEPT}` };
  return { kind: "code", code };
}

/** The `?code=` value for a source text: lz-string's URL-safe encoding. */
export function encodePlaygroundCode(code: string): string {
  return LZString.compressToEncodedURIComponent(code);
}
