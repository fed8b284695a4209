// The demo review desk (a pure rule): an inquiry is approved at once unless its texts carry
// private contact details or a website (which would move the trade off the platform), or ask
// suppliers to pay a fee or deposit (the scam pattern listing sites flag). Otherwise rejected
// with the reason; the buyer edits and submits again.
export const REVIEW_MSG = {
  contact: '标题、物料、收货地址和备注中不得填写手机号、QQ、微信或网址，请在联系人栏填写联系方式',
  fee: '询价不得要求供应商缴纳保证金、押金、报名费等任何费用',
} as const;

const CONTACT = /(?<!\d)1[3-9]\d{9}(?!\d)|\bqq\b|微信|v信|\bvx\b|\bwx\b|https?:\/\/|www\.|\.(com|cn|net)\b/i;
const FEE = /(缴纳|交纳|收取|支付|先付|预付)[^，。,.；;！!]{0,6}(保证金|押金|报名费|入场费|信息费|服务费)/;

/** '' when the texts pass, else the reason. */
export function reviewVerdict(texts: string[]): string {
  const all = texts.join('\n');
  if (CONTACT.test(all)) return REVIEW_MSG.contact;
  if (FEE.test(all)) return REVIEW_MSG.fee;
  return '';
}
