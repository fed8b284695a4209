// /login-bak: the same login form and flow as /login, in the classic frame.
import { Link, useSearchParams } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';

export default function LoginBakPage() {
  const [params] = useSearchParams();
  return (
    <AuthFrame variant="classic" title="会员登录" aside={<Link href="/register-bak">免费注册</Link>}>
      <LoginForm recordUrl={params.get('recordUrl') ?? undefined} />
    </AuthFrame>
  );
}
