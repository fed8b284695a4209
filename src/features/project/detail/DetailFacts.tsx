// A package's facts: contractor, owner, trade and type, pricing and transaction mode, place,
// scope and quantities, budget, 资质 and experience asked, start and duration, payment terms,
// apply deadline, applicants and views; the contact (masked for visitors, 登录查看 → login → back).
import { Link, useLocation, useSearch } from 'wouter';
import type { ProjectDetail } from '../../../api/project';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { formatDay, formatTime } from '../../../ui/date';
import { formatWan } from '../../../ui/price';
import { Facts } from '../../../ui/Facts';
import { MatchBadge } from '../common/badges';
import { PartyName } from '../../../ui/PartyName';
import classes from './detail.module.css';

export function DetailFacts({ d }: { d: ProjectDetail }) {
  const [path] = useLocation();
  const search = useSearch();
  const facts: [string, React.ReactNode][] = [
    ['发包单位（总包）', <PartyName key="c" party={d.contractor} />],
    ['建设单位', d.ownerName || '—'],
    ['专业类别', d.categoryName],
    ['分包类型', d.subcontractTypeName],
    ['计价方式', d.saleTypeName],
    ['交易方式', d.transactionModeName],
    ['项目地区', `${d.provinceName} ${d.cityName !== d.provinceName ? d.cityName : ''}`],
    ['项目地址', d.address],
    [
      '预算',
      <strong key="b" className={classes.budget}>
        {formatWan(d.budget)}
      </strong>,
    ],
    ['计划开工', formatDay(d.startDate)],
    ['工期', `${d.durationDays} 日历天`],
    ['报名截止', formatTime(d.applyDeadline)],
    ['已报名', `${d.applicants} 家`],
    ['浏览', `${d.views} 次`],
  ];
  return (
    <>
      <section className={classes.block} aria-labelledby="project-facts">
        <h2 id="project-facts">项目概况</h2>
        <Facts rows={facts} className={classes.facts} />
      </section>
      <section className={classes.block} aria-labelledby="project-scope">
        <h2 id="project-scope">分包范围与工程量</h2>
        <p>{d.scope}</p>
        {d.quantities && <p>工程量：{d.quantities}</p>}
        <h3>付款方式</h3>
        <p>{d.paymentTerms}</p>
      </section>
      <section className={classes.block} aria-labelledby="project-requirement">
        <h2 id="project-requirement">资质与业绩要求</h2>
        <p>
          资质要求：{d.requirement} <MatchBadge match={d.match} note={d.matchNote} />
        </p>
        {d.matchNote && <p className={classes.note}>{d.matchNote}</p>}
        <p>业绩要求：{d.experienceRequired || '无特别要求'}</p>
      </section>
      <section className={classes.block} aria-labelledby="project-contact">
        <h2 id="project-contact">联系方式</h2>
        <p>
          联系人：{d.contact.name}，电话：{d.contact.phone}
          {d.contact.masked && (
            <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.loginLink}>
              登录查看
            </Link>
          )}
        </p>
      </section>
    </>
  );
}
