// /sc-purchaser-download-h5: the purchaser app's download page (the app client info call, the QR code, the WeChat hint).
import type { Loader } from '../../shared/query';
import { AppDownload, appQuery } from './app/AppDownload';

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(appQuery('purchaser'));
};

export default function ScPurchaserAppPage() {
  return <AppDownload role="purchaser" />;
}
