// Moved to src/components/ui/form-alert.tsx; this re-export remains only until src/modules/retailers/auth imports from there.
export { FormAlert } from "@/components/ui/form-alert";
