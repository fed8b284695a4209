// /labor-services/detail-worker?id=: one worker card — trades, years, hometown, place, expected
// wage, the certificate check (type, masked number, issuer, badge 格式有效 / 已核验 / 已过期 with
// the days left), and the contact (name and phone masked until a member reveals them).
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { type WorkerDetail } from '../../api/labor';
import { LABOR_STALE_DAYS } from '../../api/labor-trades';
import type { Loader } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { formatDay } from '../../ui/date';
import { CertBadge, StateTag, Verified } from './common/badges';
import { placeText, readId, workerDetailQuery } from './common/queries';
import { ContactBlock } from './detail/ContactBlock';
import { DetailShell } from './detail/DetailShell';
import classes from './common/labor.module.css';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const found = await client.fetchQuery(workerDetailQuery(id)).catch(() => undefined);
  return { notFound: found === null };
};

const left = (days: number) =>
  days < 0 ? `已过期 ${-days} 天` : days <= 90 ? `还剩 ${days} 天到期，请及时复审` : `还剩 ${days} 天`;

function Certificates({ d }: { d: WorkerDetail }) {
  return (
    <section className={classes.block} aria-labelledby="certs">
      <h2 id="certs">特种作业证书</h2>
      {d.certificates.length === 0 ? (
        <p className={classes.note}>未填写证书。</p>
      ) : (
        <ul className={classes.rows}>
          {d.certificates.map((c) => (
            <li key={c.number} className={classes.card}>
              <CertBadge typeName={c.typeName} state={c.state} expiresAt={c.expiresAt} />
              <span>证书编号 {c.number}</span>
              <span>
                {c.issuer} · {formatDay(c.issuedAt)} 发证
              </span>
              <span>
                有效期至 {formatDay(c.expiresAt)}（{left(c.daysLeft)}）
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={classes.note}>
        格式有效：编号的省份、类别、年份与工种相符；已核验：平台审核人员已在发证机关网站核对；核验不符：与官方查询结果不一致。可在全国工程质量安全监管信息平台查询证书。
      </p>
    </section>
  );
}

function Detail({ d }: { d: WorkerDetail }) {
  return (
    <>
      <header className={classes.head}>
        <h1 className={classes.title}>
          {d.name} · {d.trades.map((t) => t.name).join('、')}
        </h1>
        <StateTag state={d.state} name={d.stateName} />
        {d.realNameVerified ? <Verified verified label="实名认证" /> : <span className={classes.tag}>未实名</span>}
      </header>
      {d.stale && <p className={classes.note}>该名片已超过 {LABOR_STALE_DAYS} 天未刷新，暂不在找活列表中展示。</p>}
      <div className={classes.layout}>
        <div>
          <section className={classes.block} aria-labelledby="worker-facts">
            <h2 id="worker-facts">基本信息</h2>
            <dl className={classes.facts}>
              <dt>工龄</dt>
              <dd>{d.years} 年</dd>
              <dt>年龄</dt>
              <dd>{d.age} 岁</dd>
              <dt>籍贯</dt>
              <dd>{d.hometown}</dd>
              <dt>常驻地区</dt>
              <dd>{placeText(d)}</dd>
              <dt>期望工资</dt>
              <dd>
                {d.expectedWage} {d.wageUnit}
              </dd>
              <dt>班组长</dt>
              <dd>{d.isLeader ? '是，可带班组' : '否'}</dd>
              <dt>最近活跃</dt>
              <dd>{formatDay(d.activeAt)}</dd>
            </dl>
            {d.intro && <p className={classes.text}>{d.intro}</p>}
          </section>
          <Certificates d={d} />
        </div>
        <aside aria-label="联系方式">
          <ContactBlock kind="worker" id={d.id} contact={d.contact} role="姓名" />
        </aside>
      </div>
    </>
  );
}

export default function WorkerDetailPage() {
  const id = readId(useSearch());
  const query = useQuery({ ...workerDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailShell
      id={id}
      query={query}
      missing="该找活名片不存在"
      back={{ href: laborRoutes.laborWorker.href(), label: '工人找活' }}
      current={(d) => d.name}
    >
      {(d) => <Detail key={d.id} d={d} />}
    </DetailShell>
  );
}
