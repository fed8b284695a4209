// /sc-purchaser-agreement: the purchaser agreement (versioned, printable).
import { AgreementView } from './agreement/AgreementView';

export default function ScPurchaserAgreementPage() {
  return <AgreementView which="sc-purchaser" />;
}
