import { TERMS_INTRO, TERMS_SECTIONS } from "../terms-sections";
import { PolicyDocument } from "./policy-document";

export function TermsContent() {
  return <PolicyDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
