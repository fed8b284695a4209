// The demo review desk (a pure rule, as for inquiries): a listing is published at once unless
// its texts carry private contact details or a website (the trade would leave the platform) or
// ask the renter for a fee up front; then it waits in review with the reason.
export const DEVICE_REVIEW_MSG = {
  contact: '标题、地址和说明中不得填写手机号、QQ、微信或网址，请在联系人栏填写联系方式',
  fee: '不得要求对方预先缴纳信息费、报名费等费用',
} as const;

const CONTACT = /(?<!\d)1[3-9]\d{9}(?!\d)|\bqq\b|微信|v信|\bvx\b|\bwx\b|https?:\/\/|www\.|\.(com|cn|net)\b/i;
const FEE = /(缴纳|交纳|先付|预付)[^，。,.；;！!]{0,6}(报名费|信息费|服务费|中介费)/;

/** '' when the texts pass, else the reason. */
export function deviceVerdict(texts: string[]): string {
  const all = texts.join('\n');
  if (CONTACT.test(all)) return DEVICE_REVIEW_MSG.contact;
  if (FEE.test(all)) return DEVICE_REVIEW_MSG.fee;
  return '';
}
