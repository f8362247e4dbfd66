// Moved to src/components/ui/password-field.tsx; this re-export remains only until src/modules/retailers/auth imports from there.
export { PasswordField } from "@/components/ui/password-field";
