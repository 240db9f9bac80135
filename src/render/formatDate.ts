const FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Formats `YYYY-MM-DD` as a short month, day and year in en-US: `Jan 15, 2024`. */
export function formatDate(isoDay: string): string {
  return FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}
