import { TermsContent } from "@/modules/policies/client";

export const metadata = { title: "Terms of Service" };

export default function Page() {
  return <TermsContent />;
}
