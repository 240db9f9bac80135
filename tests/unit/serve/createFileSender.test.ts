import assert from "node:assert/strict";
import type http from "node:http";
import { describe, test } from "node:test";
import { isFresh, preferredCoding } from "../../../src/serve/createFileSender.ts";

const request = (headers: Record<string, string>, method = "GET") => ({ method, headers }) as unknown as http.IncomingMessage;

describe("preferredCoding: Accept-Encoding with its q-values", () => {
  test("each header gets the coding it asks for, identity when it refuses or names none", () => {
    const cases: [string | undefined, string | undefined][] = [
      ["br, gzip", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["gzip;q=0, br;q=0", undefined],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["BR;Q=0.1, gzip;q=0.2", "gzip"],
      ["*", "br"],
      ["*;q=0", undefined],
      ["*, br;q=0", "gzip"],
      ["identity", undefined],
      ["identity;q=1, gzip;q=0.5", undefined],
      ["deflate", undefined],
      ["", undefined],
      [undefined, undefined],
    ];
    for (const [header, expected] of cases)
      assert.equal(preferredCoding(request(header === undefined ? {} : { "accept-encoding": header }), ["br", "gzip"]), expected, String(header));
  });

  test("a server offering nothing always answers identity", () => {
    assert.equal(preferredCoding(request({ "accept-encoding": "br, gzip" }), []), undefined);
  });
});

describe("isFresh: conditional GET and HEAD by RFC 9110", () => {
  const etag = '"abc-123"';
  const lastModified = "Tue, 02 Jan 2024 10:00:00 GMT";
  const headers = { etag, "last-modified": lastModified };

  test("If-None-Match: the tag, a list holding it, its weak form, or * match; anything else does not", () => {
    const cases: [string, boolean][] = [
      [etag, true],
      [`"other", ${etag}`, true],
      [`"other",${etag} , "more"`, true],
      [`W/${etag}`, true],
      ["*", true],
      ['"other"', false],
      ['"abc-12"', false],
      ["", false],
    ];
    for (const [header, expected] of cases) assert.equal(isFresh(request({ "if-none-match": header }), headers), expected, header);
  });

  test("If-Modified-Since: not modified at or after the date; an earlier or invalid date is modified", () => {
    const cases: [string, boolean][] = [
      [lastModified, true],
      ["Wed, 03 Jan 2024 10:00:00 GMT", true],
      ["Mon, 01 Jan 2024 10:00:00 GMT", false],
      ["yesterday", false],
    ];
    for (const [header, expected] of cases) assert.equal(isFresh(request({ "if-modified-since": header }), headers), expected, header);
  });

  test("If-None-Match wins over If-Modified-Since, whichever way they point", () => {
    assert.equal(isFresh(request({ "if-none-match": '"other"', "if-modified-since": "Wed, 03 Jan 2024 10:00:00 GMT" }), headers), false);
    assert.equal(isFresh(request({ "if-none-match": etag, "if-modified-since": "Mon, 01 Jan 2024 10:00:00 GMT" }), headers), true);
  });

  test("only GET and HEAD are answered 304; a request without conditions never is", () => {
    assert.equal(isFresh(request({ "if-none-match": etag }, "HEAD"), headers), true);
    assert.equal(isFresh(request({ "if-none-match": etag }, "POST"), headers), false);
    assert.equal(isFresh(request({}), headers), false);
  });
});
