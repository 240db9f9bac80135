// What the script prints of one Lighthouse run: the scores of a row, the metrics, and the audits that fail.
import type { LhAudit, LhReport } from "./loadLighthouse.ts";

/** The performance metrics printed beside the score, by audit id. */
const METRICS: readonly (readonly [string, string])[] = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
];

/** Performance audits worth a line even though they carry no weight in the score (they explain TBT). */
const PERFORMANCE_DIAGNOSTICS = ["long-tasks", "forced-reflow-insight", "dom-size-insight", "bootup-time", "mainthread-work-breakdown"];

/** A category's score out of 100, or "-" when it did not run or could not be scored. */
export function scoreOf(report: LhReport, category: string): string {
  const score = report.categories[category]?.score;
  return score === null || score === undefined ? "-" : String(Math.round(score * 100));
}

/** The metrics of the performance category, e.g. "FCP 1.2 s, TBT 820 ms", or "" when performance did not run. */
export function metricsOf(report: LhReport): string {
  if (!report.categories["performance"]) return "";
  return METRICS.flatMap(([id, label]) => {
    const audit = report.audits[id];
    return audit?.displayValue ? [`${label} ${audit.displayValue}`] : [];
  }).join(", ");
}

/** Up to three places an audit names (axe's selectors, or the URLs and labels of other audits). */
function placesOf(audit: LhAudit): string[] {
  return (audit.details?.items ?? []).slice(0, 3).flatMap((item) => {
    const node = item["node"] as { selector?: string; snippet?: string } | undefined;
    if (node?.selector) return [`${node.selector}${node.snippet ? ` ${node.snippet.slice(0, 100)}` : ""}`];
    const where = item["url"] ?? item["label"] ?? item["groupLabel"] ?? item["source"];
    return typeof where === "string" ? [where] : [];
  });
}

/** The failing audits of a run, one line each, with up to three places below each. */
export function failingAudits(report: LhReport): string[] {
  const lines: string[] = [];
  const failing = (audit: LhAudit | undefined, below: number): audit is LhAudit =>
    audit !== undefined && audit.score !== null && audit.score < below && audit.scoreDisplayMode !== "informative";
  const seen = new Set<string>();
  const add = (audit: LhAudit, category: string) => {
    if (seen.has(audit.id)) return;
    seen.add(audit.id);
    lines.push(`  ${category}: ${audit.id} (${audit.title})${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
    for (const place of placesOf(audit)) lines.push(`      ${place}`);
  };
  for (const [id, category] of Object.entries(report.categories)) {
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id];
      // Accessibility audits pass or fail; performance ones count as failing below Lighthouse's "good" (0.9).
      if (failing(audit, id === "accessibility" ? 1 : 0.9) && (ref.weight > 0 || id !== "accessibility")) add(audit, id);
    }
  }
  if (report.categories["performance"]) {
    for (const id of PERFORMANCE_DIAGNOSTICS) {
      const audit = report.audits[id];
      if (audit?.displayValue && !seen.has(id)) add(audit, "performance");
    }
  }
  return lines;
}
