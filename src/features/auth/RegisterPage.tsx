// /register: the registration form in the card frame.
import { Link } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';
import { memberRoutes } from '../../shared/sections/member/routes';

export default function RegisterPage() {
  return (
    <AuthFrame title="欢迎注册" aside={<Link href={memberRoutes.login.href()}>已有账号？去登录</Link>}>
      <RegisterForm />
    </AuthFrame>
  );
}
