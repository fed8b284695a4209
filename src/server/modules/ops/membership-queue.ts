// The first review queue: a member joining a company (a membership under review, status '0'),
// approved ('1') or refused ('2') by a 审核员. Read and decided through the floor's member
// functions (src/server/floor/members.ts); the member hears the decision in the message centre.
import { IDENTITY_NAMES } from '../../../api/ops-dicts';
import { countJoinRequests, decideJoinRequest, pendingJoinRequest, pendingJoinRequests } from '../../floor/members';
import type { ReviewQueue } from '../../floor/review-queue';

export const membershipQueue: ReviewQueue = {
  kind: 'membership',
  label: '成员加入企业',
  async pending(db, { keyword, offset, limit }) {
    const rows = await pendingJoinRequests(db, keyword, offset, limit);
    return rows.map((r) => ({
      id: r.id,
      title: `${r.nickName || r.phone} 申请加入 ${r.companyName}`,
      summary: `手机号 ${r.phone}，企业身份：${IDENTITY_NAMES[r.identity] ?? r.identity}`,
      submittedAt: r.createdAt,
    }));
  },
  count: countJoinRequests,
  isPending: async (db, id) => (await pendingJoinRequest(db, id)) !== undefined,
  async decide(db, id, decision) {
    const m = await decideJoinRequest(db, id, decision === 'approve');
    if (!m) return undefined;
    return {
      before: { status: '0' },
      after: { status: m.status },
      notice: {
        to: [{ companyId: m.company_id, userId: m.user_id }],
        title: decision === 'approve' ? '您加入企业的申请已通过' : '您加入企业的申请未通过',
        content:
          decision === 'approve'
            ? '平台已审核通过您加入该企业的申请，现在可以代表企业进行操作'
            : '平台未通过您加入该企业的申请',
      },
    };
  },
};
