import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { imageSizeOf } from "../../../src/render/imageSizeOf.ts";

const svg = (text: string) => new TextEncoder().encode(text);

/** A PNG's first 24 bytes: signature and the IHDR chunk's length, type, width and height. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("imageSizeOf", () => {
  test("an SVG's width and height attributes in pixels", () => {
    assert.deepEqual(imageSizeOf("/a.svg", svg('<svg xmlns="http://www.w3.org/2000/svg" width="111" height="40" viewBox="0 0 222 80">')), {
      width: 111,
      height: 40,
    });
    assert.deepEqual(imageSizeOf("/a.svg", svg("<?xml version='1.0'?>\n<svg width='12.5px' height='10px'>")), { width: 12.5, height: 10 });
  });

  test("an SVG without pixel sizes falls back to its viewBox; with neither it has none", () => {
    assert.deepEqual(imageSizeOf("/a.svg", svg('<svg width="100%" viewBox="0 0 300 150">')), { width: 300, height: 150 });
    assert.deepEqual(imageSizeOf("/a.svg", svg('<svg viewBox="0,0,64,32">')), { width: 64, height: 32 });
    assert.equal(imageSizeOf("/a.svg", svg('<svg width="10em" height="2em">')), undefined);
    assert.equal(imageSizeOf("/a.svg", svg("<html>not an svg</html>")), undefined);
    assert.equal(imageSizeOf("/a.svg", svg('<svg viewBox="0 0 0 10">')), undefined);
  });

  test("a PNG's header; other files and damaged PNGs have none", () => {
    assert.deepEqual(imageSizeOf("/og.png", pngHead(1200, 630)), { width: 1200, height: 630 });
    assert.equal(imageSizeOf("/og.png", pngHead(1200, 630).subarray(0, 20)), undefined);
    const wrongType = pngHead(5, 5);
    wrongType[12] = 0x58;
    assert.equal(imageSizeOf("/og.png", wrongType), undefined);
    assert.equal(imageSizeOf("/photo.jpg", pngHead(5, 5)), undefined);
  });
});
