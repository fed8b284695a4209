// The fee-scam and contact-leak rule of every section's listings, written once: a listing's
// texts that carry private contact details or a website (the trade would leave the platform) or
// ask the other side to pay a fee or deposit up front (the scam pattern listing sites flag). The
// server holds a flagged listing 待审核 for a 审核员 (the console's `flagged-…` queues) and shows
// the reviewer the words that triggered; the forms may warn with the same rule.

const CONTACT =
  /(?<!\d)1[3-9]\d{9}(?!\d)|\bqq\b|微信|v信|\bvx\b|\bwx\b|https?:\/\/\S*|www\.\S*|[\w.-]+\.(com|cn|net)\b/gi;
const FEE =
  /(缴纳|交纳|收取|支付|先付|预付|先交)[^，。,.；;！!]{0,6}(保证金|押金|报名费|入场费|信息费|服务费|中介费|培训费)/g;

export interface ListingFlags {
  /** Contact details or addresses found (a phone number, QQ, 微信, a website). */
  contact: string[];
  /** Fee demands found (缴纳…报名费). */
  fee: string[];
}

const found = (re: RegExp, text: string) => [...new Set([...text.matchAll(re)].map((m) => m[0]))];

/** What the rule finds in the texts (empty lists when they pass). */
export function listingFlags(texts: readonly string[]): ListingFlags {
  const all = texts.join('\n');
  return { contact: found(CONTACT, all), fee: found(FEE, all) };
}

export const isFlagged = (f: ListingFlags): boolean => f.contact.length > 0 || f.fee.length > 0;

/** The flags as the reviewer reads them: 联系方式「…」；收费「…」 ('' when none). */
export function flagWords(f: ListingFlags): string {
  const part = (label: string, words: string[]) => (words.length ? `${label}「${words.join('」「')}」` : '');
  return [part('联系方式', f.contact), part('收费', f.fee)].filter(Boolean).join('；');
}
