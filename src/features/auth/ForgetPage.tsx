// /forget: reset a forgotten password by SMS code.
import { Link } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { ForgetForm } from './ForgetForm';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function ForgetPage() {
  return (
    <AuthFrame title="找回密码" aside={<Link href={memberRoutes.login.href()}>返回登录</Link>}>
      <ForgetForm />
    </AuthFrame>
  );
}
