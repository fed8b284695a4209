// /login: the login form in the card frame. ?recordUrl= is where the flow returns after login.
import { Link, useSearchParams } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { LoginForm } from './LoginForm';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AuthFrame title="欢迎登录" aside={<Link href={memberRoutes.register.href()}>免费注册</Link>}>
      <LoginForm recordUrl={params.get('recordUrl') ?? undefined} />
    </AuthFrame>
  );
}
