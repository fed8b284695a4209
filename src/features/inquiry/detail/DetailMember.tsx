// The member's part of an inquiry detail, loaded on demand (never in a visitor's first load):
// the buyer's company manages its inquiry (comparison, award, withdrawal), a supplier quotes
// while it may, and everybody else reads why not (the server's reason).
import type { InquiryDetail } from '../../../api/inquiry';
import { ComparisonPanel } from '../quote/ComparisonPanel';
import { QuoteClosed, QuotePanel } from '../quote/QuotePanel';

export default function DetailMember({ detail }: { detail: InquiryDetail }) {
  const v = detail.viewer;
  if (v.isOwner) return <ComparisonPanel detail={detail} />;
  if (v.canQuote) return <QuotePanel detail={detail} />;
  return <QuoteClosed detail={detail} />;
}
