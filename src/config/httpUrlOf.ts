// An absolute web address as site.json may give it: parsed as the browser parses it (WHATWG URL), and refused
// when the text holds what the parser would quietly drop (tabs, newlines, other controls, spaces).

/** The URL of `value` when it is an absolute URL with one of `protocols` (`https:`) and a host, with no user or password. */
export function httpUrlOf(value: string, protocols: readonly string[] = ["http:", "https:"]): URL | undefined {
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value) || !/^[a-z]+:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!protocols.includes(url.protocol) || url.hostname === "" || url.username !== "" || url.password !== "") return undefined;
  return url;
}
