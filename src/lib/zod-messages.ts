import { z } from "zod";

/**
 * Clear sentences for crafted input that reaches a schema without its own message (a malformed id,
 * a wrong type): never a library's raw "Invalid UUID". Field-specific texts from the spec stay on
 * the schemas themselves and take precedence over these.
 */
export function clearMessage(issue: { code?: string; format?: string; input?: unknown; origin?: string }): string | undefined {
  switch (issue.code) {
    case "invalid_format":
      if (issue.format === "uuid" || issue.format === "guid") return "That item could not be found. It may have been removed.";
      if (issue.format === "email") return "Please enter a valid email address";
      if (issue.format === "datetime" || issue.format === "date") return "Please enter a valid date.";
      return "This value is not in the expected format.";
    case "invalid_type":
      return issue.input === undefined ? "This field is required." : "This value is not the expected kind of value.";
    case "too_big":
      return issue.origin === "array" ? "Too many entries were sent." : issue.origin === "string" ? "This value is too long." : "This value is too large.";
    case "too_small":
      return issue.origin === "array" ? "Please add at least one entry." : issue.origin === "string" ? "This field is required." : "This value is too small.";
    case "invalid_value":
    case "invalid_union":
      return "This value is not one of the allowed choices.";
    case "unrecognized_keys":
      return "The request contained fields that aren't accepted.";
    default:
      return "This value is not valid.";
  }
}

z.config({ customError: (issue) => clearMessage(issue as Parameters<typeof clearMessage>[0]) });
