// The console's shell: its own header (the console's name, the pages the operator's roles open,
// who is logged in, 退出) and `<main id="main">`. Without a session it sends to /ops/login; an
// operator without the page's role reads why.
import { useEffect, type ReactNode } from 'react';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ops } from '../../../api/ops';
import { OPS_ROLE_NAMES, type OpsRole } from '../../../api/ops-dicts';
import { opsCall } from '../../../shared/sections/ops/call';
import { opsRoutes } from '../../../shared/sections/ops/routes';
import { OPERATOR_KEY, useOperator } from './use-operator';
import classes from './ops.module.css';

const PAGES: { role: OpsRole; label: string; href: string }[] = [
  { role: 'reviewer', label: '审核队列', href: opsRoutes.opsQueue.href() },
  { role: 'institution', label: '融资申请', href: opsRoutes.opsFinance.href() },
  { role: 'content', label: '内容管理', href: opsRoutes.opsContent.href() },
  { role: 'admin', label: '审计日志', href: opsRoutes.opsAudit.href() },
  { role: 'admin', label: '操作员', href: opsRoutes.opsOperators.href() },
  { role: 'admin', label: '评标专家库', href: opsRoutes.opsExperts.href() },
  { role: 'expert', label: '评标室', href: opsRoutes.opsEvaluation.href() },
];

/** `role`: the role the page is for; an operator without it reads why instead of the page. */
export function OpsShell({ role, children }: { role: OpsRole; children: ReactNode }) {
  const me = useOperator();
  const [location, navigate] = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    if (me === null) navigate(opsRoutes.opsLogin.href(), { replace: true });
  }, [me, navigate]);
  const logout = async () => {
    await opsCall(ops.logout, {}, { silent: true }).catch(() => null);
    client.setQueryData(OPERATOR_KEY, null);
  };
  return (
    <div className={classes.shell}>
      <header className={classes.bar}>
        <div className={`page-column ${classes.barInner}`}>
          <p className={classes.brand}>运营后台</p>
          <nav className={classes.nav} aria-label="运营后台">
            {PAGES.filter((p) => me?.roles.includes(p.role)).map((p) => (
              <Link key={p.href} href={p.href} aria-current={location === p.href ? 'page' : undefined}>
                {p.label}
              </Link>
            ))}
          </nav>
          {me && (
            <div className={classes.who}>
              <span>
                {me.name}（{me.roles.map((r) => OPS_ROLE_NAMES[r]).join('、')}）
              </span>
              <Button size="xs" variant="white" onClick={logout}>
                退出
              </Button>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`page-column ${classes.main}`}>
        {me && me.roles.includes(role) ? (
          children
        ) : (
          <p>{me ? `仅${OPS_ROLE_NAMES[role]}可以查看此页面` : me === null ? '请先登录运营后台' : '正在加载…'}</p>
        )}
      </main>
    </div>
  );
}
