import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { createStoredSearches, MAX_FAVORITES, MAX_RECENT } from "../../../client/search/searchStorage.ts";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}
const item = (n: number) => ({ href: `/docs/p${n}`, title: `P${n}`, label: "" });

describe("stored searches", () => {
  test("newest first, deduplicated, capped at the limit", () => {
    const storage = memoryStorage();
    const recent = createStoredSearches(() => storage, "r", MAX_RECENT);
    for (let i = 0; i < 9; i++) recent.add(item(i));
    recent.add(item(7));
    assert.deepEqual(
      recent.all().map((i) => i.href),
      ["/docs/p7", "/docs/p8", "/docs/p6", "/docs/p5", "/docs/p4", "/docs/p3", "/docs/p2"],
    );
    recent.remove("/docs/p8");
    assert.equal(recent.all().length, 6);
    const favorites = createStoredSearches(() => storage, "f", MAX_FAVORITES);
    for (let i = 0; i < 12; i++) favorites.add(item(i));
    assert.equal(favorites.all().length, 10);
  });
  test("nothing is read or written without storage (personalization off)", () => {
    const list = createStoredSearches(() => null, "r", 7);
    list.add(item(1));
    assert.deepEqual(list.all(), []);
  });
  test("storage that throws on access, on write (quota) or holds garbage never breaks", () => {
    const throwing = createStoredSearches(
      () => {
        throw new DOMException("denied", "SecurityError");
      },
      "r",
      7,
    );
    throwing.add(item(1));
    assert.deepEqual(throwing.all(), []);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const quota = createStoredSearches(() => full, "r", 7);
    quota.add(item(1));
    assert.deepEqual(quota.all(), []);
    const hostile = memoryStorage();
    hostile.setItem(
      "r",
      JSON.stringify([
        { href: "javascript:alert(1)", title: "x", label: "" },
        { href: "//evil.example", title: "x", label: "" },
        { href: "/ok", title: "Ok", label: "" },
        5,
      ]),
    );
    assert.deepEqual(createStoredSearches(() => hostile, "r", 7).all(), [{ href: "/ok", title: "Ok", label: "" }]);
    hostile.setItem("r", "{not json");
    assert.deepEqual(createStoredSearches(() => hostile, "r", 7).all(), []);
  });
});
