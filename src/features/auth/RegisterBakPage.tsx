// /register-bak: the same registration form and flow as /register, in the classic frame.
import { Link } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function RegisterBakPage() {
  return (
    <AuthFrame
      variant="classic"
      title="会员注册"
      aside={<Link href={memberRoutes.loginBak.href()}>已有账号？去登录</Link>}
    >
      <RegisterForm />
    </AuthFrame>
  );
}
