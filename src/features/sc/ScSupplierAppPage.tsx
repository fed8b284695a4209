// /sc-supplier-download-h5: the supplier app's download page (the app client info call, the QR code, the WeChat hint).
import type { Loader } from '../../shared/query';
import { AppDownload, appQuery } from './app/AppDownload';

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(appQuery('supplier'));
};

export default function ScSupplierAppPage() {
  return <AppDownload role="supplier" />;
}
