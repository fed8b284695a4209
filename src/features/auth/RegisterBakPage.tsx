// /register-bak: the same registration form and flow as /register, in the classic frame.
import { Link } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';
import { routes } from '../../shared/routes';

export default function RegisterBakPage() {
  return (
    <AuthFrame variant="classic" title="会员注册" aside={<Link href={routes.loginBak.href()}>已有账号？去登录</Link>}>
      <RegisterForm />
    </AuthFrame>
  );
}
