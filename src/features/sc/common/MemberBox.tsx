// The sc header's member corner: 登录 / 注册 for a visitor; the member's company, the role switch
// (an account holding both roles switches here instead of logging in twice), the certification
// state, unread notices and 退出.
import { Link, useLocation, useSearch } from 'wouter';
import { SC_ROLE_NAMES } from '../../../api/sc-dicts';
import { scRoutes } from '../../../shared/sections/sc/routes';
import { useScMember } from './use-sc-member';
import classes from './sc.module.css';

export function MemberBox() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { member, loading, unread, switchRole, logout } = useScMember();
  if (loading) return <div className={classes.member} aria-busy="true" />;
  if (!member) {
    const back = path.startsWith('/sc-') ? undefined : search ? `${path}?${search}` : path;
    return (
      <div className={classes.member}>
        <Link href={scRoutes.scLogin.href(back)}>登录</Link>
        <Link href={scRoutes.scRegister.href()}>免费注册</Link>
      </div>
    );
  }
  const current = member.roles.find((r) => r.role === member.role);
  return (
    <div className={classes.member} data-testid="sc-member">
      <span className={classes.company} title={member.companyName}>
        {member.companyName}
      </span>
      {member.roles.length > 1 ? (
        <span role="group" aria-label="切换身份" className={classes.roles}>
          {member.roles.map((r) => (
            <button
              key={r.role}
              type="button"
              aria-pressed={r.role === member.role}
              disabled={switchRole.isPending}
              onClick={() => r.role !== member.role && switchRole.mutate(r.role)}
            >
              {r.roleName}
            </button>
          ))}
        </span>
      ) : (
        <span className={classes.badge}>{SC_ROLE_NAMES[member.role]}</span>
      )}
      {current && current.certStatus !== 'active' && (
        <span className={`${classes.badge} ${current.canAct ? '' : classes.pending}`}>{current.certStatusName}</span>
      )}
      <span aria-label={`未读消息 ${unread} 条`}>消息 {unread > 99 ? '99+' : unread}</span>
      <button
        type="button"
        className={classes.linkButton}
        onClick={() => {
          void logout().then(() => navigate(scRoutes.scHome.href()));
        }}
      >
        退出
      </button>
    </div>
  );
}
