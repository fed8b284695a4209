// The footer: five help columns, hotline with hours, the two QR codes, record and licence lines.
import { Link } from 'wouter';
import { Skeleton } from '../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Img } from '../../ui/Img';
import { useBrand, useSiteConfig } from '../../shared/site-config';
import { footerHelpQuery, HELP_COLUMNS, helpLink, type HelpColumn } from './help-columns';
import classes from './footer.module.css';

function Column({ column }: { column: HelpColumn }) {
  return (
    <ul className={classes.items}>
      {column.items === null && <li className={classes.muted}>加载失败</li>}
      {column.items?.length === 0 && <li className={classes.muted}>暂无数据</li>}
      {column.items?.map((item) => (
        <li key={item.id}>
          <Link href={helpLink(item.problemContent)} title={item.problemContent}>
            {item.problemContent}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const help = useQuery(footerHelpQuery());
  const config = useSiteConfig();
  const { hotline, serviceHours, brandName } = useBrand();
  return (
    <footer className={classes.footer}>
      <h2 className="visually-hidden">帮助与服务</h2>
      <div className={`page-column ${classes.top}`}>
        <div className={classes.columns}>
          {HELP_COLUMNS.map((c, i) => (
            <section key={c.code} className={classes.column} aria-labelledby={`help-${c.code}`}>
              <h3 id={`help-${c.code}`} className={classes.heading}>
                {c.title}
              </h3>
              {help.data ? (
                <Column column={help.data[i]} />
              ) : help.error ? (
                <p className={classes.muted}>加载失败</p>
              ) : (
                <div aria-busy="true">
                  {[0, 1, 2, 3].map((k) => (
                    <Skeleton key={k} height={12} mb={10} width="80%" />
                  ))}
                </div>
              )}
            </section>
          ))}
        </div>
        <div className={classes.contact}>
          <p className={classes.hotlineLabel}>全国服务热线</p>
          <p className={classes.hotline}>{hotline}</p>
          <p className={classes.muted}>服务时间：工作日 {serviceHours}</p>
          <div className={classes.qrs}>
            {(config?.qr ?? []).map((q) => (
              <figure key={q.key} className={classes.qr}>
                <Img src={q.imageUrl} alt={`${q.title}二维码`} width={88} height={88} fit="contain" />
                <figcaption>{q.title}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </div>
      <div className={classes.bottom}>
        <div className="page-column">
          <p>{config?.copyright ?? `© ${brandName} 版权所有`}</p>
          {config && (
            <p>
              <span>{config.recordLine}</span>
              <span>{config.licenceLine}</span>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
