import { PRIVACY_INTRO, PRIVACY_SECTIONS } from "../privacy-sections";
import { PolicyDocument } from "./policy-document";

export function PrivacyContent() {
  return <PolicyDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
