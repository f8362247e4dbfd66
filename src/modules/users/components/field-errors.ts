// Moved to src/components/ui/field-errors.ts; this re-export remains only until src/modules/retailers/auth imports from there.
export { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
