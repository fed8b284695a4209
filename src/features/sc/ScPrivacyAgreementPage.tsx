// /sc-privacy-agreement: the sc site's privacy policy (versioned, printable).
import { AgreementView } from './agreement/AgreementView';

export default function ScPrivacyAgreementPage() {
  return <AgreementView which="sc-privacy" />;
}
