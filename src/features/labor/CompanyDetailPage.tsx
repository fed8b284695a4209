// /labor-services/detail-company?id=: one labour company — 劳务资质, safety licence, credit code,
// workers, verification, time on the platform, its teams and live job posts, and its contact.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { CompanyDetail } from '../../api/labor';
import type { Loader } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { formatDay } from '../../ui/date';
import { Verified } from './common/badges';
import { companyDetailQuery, placeText, readId } from './common/queries';
import { ContactBlock } from './detail/ContactBlock';
import { DetailShell } from './detail/DetailShell';
import { TeamRow } from './list/BoardRows';
import { JobRow } from './list/JobRow';
import classes from './common/labor.module.css';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const found = await client.fetchQuery(companyDetailQuery(id)).catch(() => undefined);
  return { notFound: found === null };
};

/** The company's rows of one kind, or the words for none. */
function Rows({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children.length ? <ul className={classes.rows}>{children}</ul> : <p className={classes.note}>{empty}</p>}
    </section>
  );
}

function Detail({ d }: { d: CompanyDetail }) {
  return (
    <>
      <header className={classes.head}>
        <h1 className={classes.title}>{d.name}</h1>
        <Verified verified={d.verified} />
        {d.wageAccount && (
          <span className={classes.tag} data-tone="ok">
            农民工工资专户
          </span>
        )}
      </header>
      <div className={classes.layout}>
        <div>
          <section className={classes.block} aria-labelledby="company-facts">
            <h2 id="company-facts">企业资质</h2>
            <dl className={classes.facts}>
              <dt>劳务资质</dt>
              <dd>{d.qualification}</dd>
              <dt>安全生产许可证</dt>
              <dd>{d.safetyLicence}</dd>
              <dt>统一社会信用代码</dt>
              <dd>{d.creditCode}</dd>
              <dt>所在地</dt>
              <dd>
                {placeText(d)} {d.address}
              </dd>
              <dt>在册工人</dt>
              <dd>{d.workers} 人</dd>
              <dt>业绩</dt>
              <dd>
                {d.projectCount} 项，评分 {d.rating.toFixed(1)}
              </dd>
              <dt>入驻平台</dt>
              <dd>{formatDay(d.joinedAt)}</dd>
            </dl>
            {d.intro && <p className={classes.text}>{d.intro}</p>}
          </section>
          <Rows id="company-posts" title={`在招信息（${d.postCount}）`} empty="暂无在招信息。">
            {d.posts.map((j) => (
              <JobRow key={j.id} job={j} />
            ))}
          </Rows>
          <Rows id="company-teams" title={`下属班组（${d.teamCount}）`} empty="暂无班组。">
            {d.teams.map((t) => (
              <TeamRow key={t.id} team={t} />
            ))}
          </Rows>
        </div>
        <aside aria-label="联系方式">
          <ContactBlock kind="company" id={d.id} contact={d.contact} />
        </aside>
      </div>
    </>
  );
}

export default function CompanyDetailPage() {
  const id = readId(useSearch());
  const query = useQuery({ ...companyDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailShell
      id={id}
      query={query}
      missing="该劳务公司不存在"
      back={{ href: laborRoutes.laborCompany.href(), label: '劳务公司' }}
      current={(d) => d.name}
    >
      {(d) => <Detail key={d.id} d={d} />}
    </DetailShell>
  );
}
