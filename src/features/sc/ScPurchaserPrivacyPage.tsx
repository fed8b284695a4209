// /sc-purchaser-privacy-agreement: the purchaser privacy policy (versioned, printable).
import { AgreementView } from './agreement/AgreementView';

export default function ScPurchaserPrivacyPage() {
  return <AgreementView which="sc-purchaser-privacy" />;
}
