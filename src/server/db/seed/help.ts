// Help-centre items for the five footer columns.
import type { HelpCategory } from '../../../api/cms';
import { BEGINNER_GUIDE, HZY_SERVICE, TRANSACTION_SECURITY } from './help-data-a';
import { ABOUT_HZY, PAY_WAY } from './help-data-b';
import { insertBatched, type Tx } from './util';

export const HELP: Record<HelpCategory, [string, string][]> = {
  beginner_guide: BEGINNER_GUIDE,
  hzy_service: HZY_SERVICE,
  transaction_security: TRANSACTION_SECURITY,
  pay_way: PAY_WAY,
  about_hzy: ABOUT_HZY,
};

export async function seedHelp(db: Tx): Promise<void> {
  const rows = Object.entries(HELP).flatMap(([category_code, items]) =>
    items.map(([problem_content, answer_content], i) => ({
      category_code,
      problem_content,
      answer_content,
      sort: i + 1,
    })),
  );
  await insertBatched(db, 'help_item', rows);
}
