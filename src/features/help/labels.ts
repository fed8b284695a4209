// The help center's category names.
import type { HelpCategory } from '../../api/cms';

export const HELP_PAGE_SIZE = 10;
export const CATEGORY_LABELS: Record<HelpCategory, string> = {
  beginner_guide: '新手指南',
  hzy_service: '平台服务',
  transaction_security: '交易保障',
  pay_way: '支付方式',
  about_hzy: '关于我们',
};
