import { TermsContent } from "@/modules/policies/components/terms-content";

export const metadata = { title: "Terms of Service" };

export default function Page() {
  return <TermsContent />;
}
