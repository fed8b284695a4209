// /login-bak: the same login form and flow as /login, in the classic frame.
import { Link, useSearchParams } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function LoginBakPage() {
  const [params] = useSearchParams();
  return (
    <AuthFrame variant="classic" title="会员登录" aside={<Link href={memberRoutes.registerBak.href()}>免费注册</Link>}>
      <LoginForm recordUrl={params.get('recordUrl') ?? undefined} />
    </AuthFrame>
  );
}
