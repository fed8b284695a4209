// One sc agreement as a printable page: title, version and effective day, its clauses, 打印.
import { SC_AGREEMENTS, type ScAgreementKey } from '../../../api/sc-dicts';
import { ScFrame } from '../common/ScFrame';
import { AGREEMENT_TEXTS } from './texts';
import classes from './agreement.module.css';

export function AgreementView({ which }: { which: ScAgreementKey }) {
  const a = SC_AGREEMENTS[which];
  return (
    <ScFrame minimal>
      <article className={classes.doc}>
        <h1>{a.title}</h1>
        <p className={classes.meta}>
          版本 {a.version} · 生效日期 {a.effective}
          <button type="button" className={classes.print} onClick={() => window.print()}>
            打印
          </button>
        </p>
        {AGREEMENT_TEXTS[which].map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </article>
    </ScFrame>
  );
}
