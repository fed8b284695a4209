// /preferentialInquiry/publish (members only): the inquiry wizard (PublishWizard) for a new
// inquiry, or with ?id= for a draft or rejected inquiry of the company, started from its saved form.
import { Link, useSearch } from 'wouter';
import { inquiry } from '../../api/inquiry';
import { useSession } from '../../shared/actor';
import { inquiryRoutes } from '../../shared/sections/inquiry/routes';
import { SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { useMemberGate } from '../../shared/auth-hooks';
import { findQuery, type Loader } from '../../shared/query';
import { readInquiryId, useInquiryDetail } from './detail/detail-queries';
import { inputFromDetail } from './publish/publish-flow';
import { PublishWizard } from './publish/PublishWizard';
import classes from './detail/detail.module.css';

function EditDraft({ id }: { id: number }) {
  const { query, member } = useInquiryDetail(id);
  const d = member ? query.data : undefined;
  if (query.error)
    return (
      <p className={classes.formError} role="alert">
        加载失败：{query.error.message}
      </p>
    );
  if (d === undefined) return <SkeletonRows rows={6} />;
  if (d === null || !d.viewer.isOwner)
    return (
      <NotFound
        title="该询价不存在或无权编辑"
        back={{ href: inquiryRoutes.inquiryDesk.href(), label: '返回我的询价' }}
      />
    );
  if (d.state !== 'draft' && d.state !== 'rejected') {
    return (
      <p className={classes.note}>
        该询价当前为「{d.stateName}」，只有草稿或审核未通过的询价可以修改。
        <Link href={inquiryRoutes.inquiryDetail.href({ id })}>查看询价</Link>
      </p>
    );
  }
  return <PublishWizard key={id} start={inputFromDetail(d)} />;
}

/** The server render as the session's member: ?id= of no inquiry, or of another company's, is a 404. */
export const memberCheck: Loader = async ({ client, search }) => {
  if (!search.has('id')) return;
  const id = readInquiryId(search);
  if (id === null) return { notFound: true };
  const d = await client.fetchQuery(findQuery(inquiry.detail, { id })).catch(() => undefined);
  if (d === null || (d && !d.viewer.isOwner)) return { notFound: true };
};

function NewInquiry() {
  const { userInfo } = useSession();
  if (!userInfo) return <SkeletonRows rows={6} />;
  return <PublishWizard start={{ terms: { contactName: userInfo.nickName } }} />;
}

export default function InquiryPublishPage() {
  const member = useMemberGate();
  const search = useSearch();
  const editing = new URLSearchParams(search).has('id');
  const id = readInquiryId(search);
  return (
    <div className="page-column">
      <Breadcrumb
        trail={[
          { label: '优惠询价', href: inquiryRoutes.inquiry.href() },
          { label: '我的询价', href: inquiryRoutes.inquiryDesk.href() },
        ]}
        current={editing ? '编辑询价' : '发布询价'}
      />
      <section className={classes.block} aria-labelledby="publish-title">
        <h1 id="publish-title" className={classes.pageTitle}>
          {editing ? '编辑询价' : '发布询价'}
        </h1>
        <p className={classes.hint}>
          填写采购清单与询价条款，提交后由平台审核员审核，通过后发布并通知您；联系方式请填在联系人栏，勿写在标题或说明中。
        </p>
        {!member ? (
          <SkeletonRows rows={6} />
        ) : editing ? (
          id === null ? (
            <NotFound title="该询价不存在或无权编辑" />
          ) : (
            <EditDraft id={id} />
          )
        ) : (
          <NewInquiry />
        )}
      </section>
    </div>
  );
}
