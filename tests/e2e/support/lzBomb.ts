// Builds lz-string URL-safe payloads that decompress to a long run of one character, quickly: lz-string's own
// compressor needs minutes for tens of millions of characters, so this writes the codes the decompressor reads.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

/** A `?code=` value of `codes` back-references that decompresses to `(codes + 1) * (codes + 2) / 2` copies of `char`. */
export function lzBomb(codes: number, char = "a"): string {
  let out = "";
  let value = 0;
  let position = 32;
  const write = (bits: number, n: number) => {
    for (let i = 0; i < n; i++) {
      if ((bits >> i) & 1) value |= position;
      position >>= 1;
      if (position === 0) {
        out += ALPHABET[value];
        value = 0;
        position = 32;
      }
    }
  };
  write(0, 2);
  write(char.charCodeAt(0), 8);
  let dictSize = 4;
  let enlargeIn = 4;
  let numBits = 3;
  for (let k = 0; k < codes; k++) {
    write(dictSize, numBits);
    dictSize++;
    enlargeIn--;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  if (position !== 32) out += ALPHABET[value];
  return `${out}A`;
}

/** Length of the text `lzBomb(codes)` decompresses to. */
export function lzBombLength(codes: number): number {
  return ((codes + 1) * (codes + 2)) / 2;
}
