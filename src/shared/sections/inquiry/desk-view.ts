// The URL view of the member's inquiry desk (/preferentialInquiry/mine): which tab, the state
// filter of 我发布的询价, the quoted filter of 待我报价, and the page, from the catalogue's fields.
import { z } from '../../../api/define';
import { inquiry } from '../../../api/inquiry';
import { INQUIRY_STATES } from '../../../api/inquiry-rules';
import { QUOTE_OUTCOMES } from '../../../api/inquiry-desk';
import { listView, orNull } from '../../list-view';

export const DESK_TABS = ['mine', 'quote', 'history', 'profile'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

const mine = inquiry.mine.input.shape;
const requirements = inquiry.supplierRequirements.input.shape;

export const inquiryDesk = listView({
  path: '/preferentialInquiry/mine',
  fields: {
    tab: z._default(z.enum(DESK_TABS), 'mine'),
    state: orNull(z.enum(INQUIRY_STATES)),
    quoted: requirements.quoted,
    outcome: orNull(z.enum(QUOTE_OUTCOMES)),
    current: mine.current,
  },
});
export type InquiryDeskView = typeof inquiryDesk.defaults;
