/** Writes a local storage key; false when storage is blocked or full, which callers may ignore. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
