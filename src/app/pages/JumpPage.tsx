// /jump?to=<target>: where links to other hosts (user centre, ERP, smart construction, …) land
// when the portal runs on its own. It names the target and says it is redirecting.
import { Link, useSearch } from 'wouter';
import classes from '../../ui/status.module.css';
import { portalRoutes } from '../../shared/sections/portal/routes';

const TARGETS: Record<string, string> = {
  'user-center': '用户中心',
  'message-center': '消息中心',
  erp: 'ERP 系统',
  'new-index': '新版首页',
  'smart-construction': '智慧工地',
  login: '统一登录中心',
  register: '统一注册中心',
};

export default function JumpPage() {
  const to = new URLSearchParams(useSearch()).get('to') ?? '';
  const name = TARGETS[to] ?? to;
  return (
    <div className={`page-column ${classes.wrap}`} aria-live="polite">
      <div className={classes.spinner} aria-hidden="true" />
      <h1 className={classes.title}>正在跳转，请稍候</h1>
      {name && <p className={classes.note}>即将前往：{name}</p>}
      <div className={classes.actions}>
        <Link href={portalRoutes.home.href()} className={classes.ghost}>
          返回首页
        </Link>
      </div>
    </div>
  );
}
