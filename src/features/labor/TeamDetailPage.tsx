// /labor-services/detail-team?id=: one team — leader, size, trades, mode, place, past projects,
// the labour company behind it, and the leader's contact (members reveal it).
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { TeamDetail } from '../../api/labor';
import type { Loader } from '../../shared/query';
import { laborRoutes } from '../../shared/sections/labor/routes';
import { StateTag, Verified } from './common/badges';
import { placeText, readId, teamDetailQuery } from './common/queries';
import { ContactBlock } from './detail/ContactBlock';
import { DetailShell } from './detail/DetailShell';
import classes from './common/labor.module.css';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const found = await client.fetchQuery(teamDetailQuery(id)).catch(() => undefined);
  return { notFound: found === null };
};

function Detail({ d }: { d: TeamDetail }) {
  return (
    <>
      <header className={classes.head}>
        <h1 className={classes.title}>{d.name}</h1>
        <StateTag state={d.state} name={d.stateName} />
        <Verified verified={d.verified} />
      </header>
      <div className={classes.layout}>
        <div>
          <section className={classes.block} aria-labelledby="team-facts">
            <h2 id="team-facts">班组信息</h2>
            <dl className={classes.facts}>
              <dt>班组长</dt>
              <dd>{d.leaderName}</dd>
              <dt>人数</dt>
              <dd>{d.size} 人</dd>
              <dt>工种</dt>
              <dd>{d.trades.map((t) => t.name).join('、')}</dd>
              <dt>承接方式</dt>
              <dd>{d.mode}</dd>
              <dt>常驻地区</dt>
              <dd>{placeText(d)}</dd>
              <dt>评分</dt>
              <dd>{d.rating.toFixed(1)}</dd>
              {d.company && (
                <>
                  <dt>所属公司</dt>
                  <dd>
                    <Link href={laborRoutes.laborCompanyDetail.href({ id: d.company.id })}>{d.company.name}</Link>
                  </dd>
                </>
              )}
            </dl>
            {d.intro && <p className={classes.text}>{d.intro}</p>}
          </section>
          <section className={classes.block} aria-labelledby="team-projects">
            <h2 id="team-projects">过往业绩（{d.projects.length}）</h2>
            {d.projects.length === 0 ? (
              <p className={classes.note}>暂未填写业绩。</p>
            ) : (
              <ul className={classes.rows}>
                {d.projects.map((p, i) => (
                  <li key={i} className={classes.rowMeta}>
                    <span>{p.year} 年</span>
                    <span>{p.name}</span>
                    <span>{p.scale}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside aria-label="联系方式">
          <ContactBlock kind="team" id={d.id} contact={d.contact} role="班组长" />
        </aside>
      </div>
    </>
  );
}

export default function TeamDetailPage() {
  const id = readId(useSearch());
  const query = useQuery({ ...teamDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <DetailShell
      id={id}
      query={query}
      missing="该班组不存在"
      back={{ href: laborRoutes.laborTeam.href(), label: '找班组' }}
      current={(d) => d.name}
    >
      {(d) => <Detail key={d.id} d={d} />}
    </DetailShell>
  );
}
