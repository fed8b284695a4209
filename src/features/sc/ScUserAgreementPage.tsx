// /sc-agreement: the sc site's user agreement (versioned, printable).
import { AgreementView } from './agreement/AgreementView';

export default function ScUserAgreementPage() {
  return <AgreementView which="sc-user" />;
}
