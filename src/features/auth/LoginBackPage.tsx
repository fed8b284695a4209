// /login-back?token=…&switchtocompanyid=…&target=…: the hand-off from another site's login.
// The login-back flow establishes the session, clears the token from the address bar and goes
// to target; this page says so, and offers the login page when the hand-off fails.
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'wouter';
import { useLoginBack } from '../../shared/auth-hooks';
import { AuthFrame } from './AuthFrame';
import classes from './auth.module.css';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function LoginBackPage() {
  const [params] = useSearchParams();
  const { failed, error } = useLoginBack({
    token: params.get('token') ?? '',
    switchtocompanyid: params.get('switchtocompanyid') ?? '',
    target: params.get('target') ?? '',
  });
  return (
    <AuthFrame title="登录同步">
      <div className={classes.formBox}>
        {failed ? (
          <div className={classes.centered} role="alert">
            <p className={classes.failMark} aria-hidden="true">
              !
            </p>
            <h1 className={classes.formTitle}>登录状态同步失败</h1>
            <p className={classes.doneNote}>{error || '登录信息已失效，请重新登录。'}</p>
            <Button component={Link} href={memberRoutes.login.href()} fullWidth size="md">
              重新登录
            </Button>
          </div>
        ) : (
          <div className={classes.centered} role="status">
            <div className={classes.spinner} aria-hidden="true" />
            <h1 className={classes.formTitle}>正在跳转，请稍候</h1>
            <p className={classes.doneNote}>正在同步您的登录状态…</p>
          </div>
        )}
      </div>
    </AuthFrame>
  );
}
