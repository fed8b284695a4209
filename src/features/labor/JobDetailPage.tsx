// /labor-services/detail-work?id=: one job post — wage, trades, place, dates, requirements; the
// fee-scam warning; the employer card (verification, time on the platform, posts, reports, 农民工
// 工资专户); the contact (members reveal it) and 举报. Unknown id → 404.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { JobDetail } from '../../api/labor';
import type { Loader } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { formatDay } from '../../ui/date';
import { FeeWarning, StateTag, Verified, Wage } from './common/badges';
import { jobDetailQuery, placeText, readId } from './common/queries';
import { ContactBlock } from './detail/ContactBlock';
import { DetailShell } from './detail/DetailShell';
import { ReportForm } from './detail/ReportForm';
import classes from './common/labor.module.css';
import { ComplaintButton } from '../../ui/ComplaintButton';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const found = await client.fetchQuery(jobDetailQuery(id)).catch(() => undefined);
  return { notFound: found === null };
};

/** How long the employer had been on the platform when it posted: 3 年多, 45 天. */
function tenure(joinedAt: string, postedAt: string | null): string {
  const days = Math.max(0, Math.round((Date.parse(postedAt ?? joinedAt) - Date.parse(joinedAt)) / 86_400_000));
  return days >= 365 ? `${Math.floor(days / 365)} 年多` : `${days} 天`;
}

function Employer({ d }: { d: JobDetail }) {
  const e = d.employerCard;
  return (
    <section className={classes.block} aria-labelledby="employer">
      <h2 id="employer">用工单位</h2>
      <p>
        {e.name} <Verified verified={e.verified} />
      </p>
      <dl className={classes.facts}>
        <dt>入驻平台</dt>
        <dd>
          {tenure(e.joinedAt, d.publishTime)}（{formatDay(e.joinedAt)} 入驻）
        </dd>
        <dt>在招信息</dt>
        <dd>{e.postCount} 条</dd>
        <dt>被举报</dt>
        <dd>{e.reportCount} 次</dd>
        <dt>工资专户</dt>
        <dd>{e.wageAccount ? '已声明设立农民工工资专户' : '未声明'}</dd>
      </dl>
      {e.companyId !== null && (
        <p>
          <Link href={laborRoutes.laborCompanyDetail.href({ id: e.companyId })}>查看企业主页</Link>
        </p>
      )}
    </section>
  );
}

function Detail({ d }: { d: JobDetail }) {
  return (
    <>
      <header className={classes.head}>
        <h1 className={classes.title}>{d.title}</h1>
        <ComplaintButton objectKind="laborJob" objectId={d.id} title={d.title} />
        <StateTag state={d.state} name={d.stateName} />
      </header>
      {d.feeWarning && <FeeWarning words={d.feeWords} />}
      <div className={classes.layout}>
        <div>
          <section className={classes.block} aria-labelledby="job-terms">
            <h2 id="job-terms">招工要求</h2>
            <p>
              <Wage min={d.wageMin} max={d.wageMax} unit={d.wageUnit} /> · {d.settlement}
            </p>
            <dl className={classes.facts}>
              <dt>工种</dt>
              <dd>{d.trades.map((t) => t.name).join('、')}</dd>
              <dt>招工人数</dt>
              <dd>{d.headcount} 人</dd>
              <dt>项目类型</dt>
              <dd>{d.projectType}</dd>
              <dt>开工时间</dt>
              <dd>
                {formatDay(d.startDate)}，工期约 {d.durationDays} 天
              </dd>
              <dt>项目地点</dt>
              <dd>
                {placeText(d)} {d.address}
              </dd>
              <dt>待遇</dt>
              <dd>{d.benefits || '面议'}</dd>
              <dt>要求</dt>
              <dd>{d.requirements || '无'}</dd>
              <dt>发布时间</dt>
              <dd>
                {d.publishTime ? formatDay(d.publishTime) : '—'}，有效期至 {formatDay(d.expiresAt)}
              </dd>
            </dl>
          </section>
          {d.description && (
            <section className={classes.block} aria-labelledby="job-text">
              <h2 id="job-text">详细说明</h2>
              <p className={classes.text}>{d.description}</p>
            </section>
          )}
        </div>
        <aside aria-label="联系与用工单位">
          <ContactBlock kind="job" id={d.id} contact={d.contact} />
          <Employer d={d} />
          <ReportForm jobId={d.id} />
        </aside>
      </div>
    </>
  );
}

export default function JobDetailPage() {
  const id = readId(useSearch());
  const query = useQuery({ ...jobDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailShell
      id={id}
      query={query}
      missing="该招工信息不存在"
      back={{ href: laborRoutes.laborWork.href(), label: '招工信息' }}
      current={(d) => d.title}
    >
      {(d) => <Detail key={d.id} d={d} />}
    </DetailShell>
  );
}
