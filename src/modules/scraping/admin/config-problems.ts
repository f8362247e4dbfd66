import type { z } from "zod";
import { parseScraperConfigJson, scraperConfigSchema, type ConfigIssue } from "../engine/config";

function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join(".");
  const message =
    issue.code === "unrecognized_keys"
      ? `Unknown key${issue.keys.length === 1 ? "" : "s"} ${issue.keys.map((k) => `"${k}"`).join(", ")}: not part of a scraper configuration`
      : issue.message;
  return path ? `${path}: ${message}` : message;
}

const fromIssues = (issues: ConfigIssue[]) => issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));

/**
 * Why the editor's text is refused, one line per problem: "Invalid JSON: …", or each schema problem
 * with its path — unknown keys named (the shared error map's generic wording does not say which).
 * Empty when the text is a valid configuration. Pure: the dialog shows it as you type.
 */
export function configProblems(text: string): string[] {
  const parsed = parseScraperConfigJson(text);
  if (parsed.ok) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fromIssues(parsed.issues);
  }
  const detailed = scraperConfigSchema.safeParse(value);
  return detailed.success ? fromIssues(parsed.issues) : detailed.error.issues.slice(0, 20).map(describe);
}

export { fromIssues as configIssueLines };
