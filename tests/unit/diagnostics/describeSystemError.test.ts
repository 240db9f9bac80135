// Operating-system errors as user errors: the reason, the code, the place and a hint; anything else is left
// to the caller (an internal error).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { describeSystemError } from "../../../src/diagnostics/describeSystemError.ts";

/** An error shaped as Node makes them. */
function systemError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(`${String(fields["code"])}: something`), fields);
}

describe("describeSystemError", () => {
  test("file errors name the path, relative to the working folder when inside it", () => {
    assert.equal(
      describeSystemError(systemError({ code: "EROFS", syscall: "mkdir", path: "/work/site/out.tmp-1" }), "/work/site"),
      "read-only file system (EROFS): out.tmp-1\n  hint: choose a folder on a writable file system (--out), or remount it writable",
    );
    assert.equal(
      describeSystemError(systemError({ code: "EMFILE", syscall: "open", path: "/elsewhere/a.mdx" }), "/work/site"),
      "too many open files (EMFILE): /elsewhere/a.mdx\n  hint: raise the limit of open files (ulimit -n) or close other programs, then try again",
    );
    assert.equal(describeSystemError(systemError({ code: "EXDEV", path: "/a" }), "/"), undefined, "a code without advice is left to the caller");
  });

  test("every code the hardening issue names has advice", () => {
    for (const code of ["EMFILE", "ENFILE", "EROFS", "EACCES", "ENOSPC", "ENOTDIR", "ELOOP", "ENAMETOOLONG", "EADDRINUSE", "EADDRNOTAVAIL", "ENOTFOUND"]) {
      const text = describeSystemError(systemError({ code, path: "/x" }), "/w");
      assert.match(text ?? "", new RegExp(`^[a-z][^\\n]+ \\(${code}\\): /x\\n  hint: \\S`), code);
    }
  });

  test("renames show both paths; sockets show address and port, IPv6 in brackets; lookups the host name", () => {
    assert.equal(
      describeSystemError(systemError({ code: "EACCES", path: "/w/out.tmp", dest: "/w/out" }), "/w")?.split("\n")[0],
      "permission denied (EACCES): out.tmp -> out",
    );
    assert.equal(
      describeSystemError(systemError({ code: "EADDRINUSE", address: "127.0.0.1", port: 3000 }))?.split("\n")[0],
      "the port is already in use (EADDRINUSE): 127.0.0.1:3000",
    );
    assert.equal(
      describeSystemError(systemError({ code: "EADDRINUSE", address: "::1", port: 3000 }))?.split("\n")[0],
      "the port is already in use (EADDRINUSE): [::1]:3000",
    );
    assert.equal(
      describeSystemError(systemError({ code: "ENOTFOUND", hostname: "nowhere.invalid" }))?.split("\n")[0],
      "the host name does not resolve (ENOTFOUND): nowhere.invalid",
    );
  });

  test("values that are not system errors are left alone", () => {
    for (const value of [undefined, null, "EROFS", 42, new Error("plain"), { code: 1 }]) assert.equal(describeSystemError(value), undefined);
  });
});
