/** Reads a local storage key; null when storage is missing, blocked (the getter throws) or the key is unset. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
