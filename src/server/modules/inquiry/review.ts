// What the inquiry review queue (queue.ts) shows a 审核员 as a hint: the words of the texts that
// the contact-leak rule (private phone numbers, QQ, WeChat, websites: they would move the trade
// off the platform) and the fee rule (asking suppliers to pay a fee or deposit: the scam pattern
// listing sites flag) would have flagged. Nothing decides here: a 审核员 does (decide.ts).
export const REVIEW_MSG = {
  contact: '标题、物料、收货地址和备注中不得填写手机号、QQ、微信或网址，请在联系人栏填写联系方式',
  fee: '询价不得要求供应商缴纳保证金、押金、报名费等任何费用',
} as const;

const CONTACT = /(?<!\d)1[3-9]\d{9}(?!\d)|\bqq\b|微信|v信|\bvx\b|\bwx\b|https?:\/\/\S+|www\.\S+|\S+\.(com|cn|net)\b/gi;
const FEE = /(缴纳|交纳|收取|支付|先付|预付)[^，。,.；;！!]{0,6}(保证金|押金|报名费|入场费|信息费|服务费)/g;

const found = (re: RegExp, all: string) => [...new Set([...all.matchAll(re)].map((m) => m[0]))];

/** The flagged words of the texts: contact details and fee wording (each once). */
export function flaggedWords(texts: string[]): { contact: string[]; fee: string[] } {
  const all = texts.join('\n');
  return { contact: found(CONTACT, all), fee: found(FEE, all) };
}

/** The hint line of a queue item: 规则提示 with the words, or that the rules found none. */
export function flagHint(texts: string[]): string {
  const { contact, fee } = flaggedWords(texts);
  const parts = [
    contact.length ? `疑似联系方式「${contact.join('」「')}」` : '',
    fee.length ? `疑似收费用语「${fee.join('」「')}」` : '',
  ].filter(Boolean);
  return parts.length ? `规则提示：${parts.join('；')}` : '规则提示：未发现联系方式或收费用语';
}
