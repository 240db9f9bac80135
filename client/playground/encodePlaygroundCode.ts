import LZString from "lz-string";

/** A `?code=` value for the playground (lz-string, URL-safe): what the engine's links carry, made in the browser. */
export function encodePlaygroundCode(code: string): string {
  return LZString.compressToEncodedURIComponent(code);
}
