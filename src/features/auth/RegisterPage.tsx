// /register: the registration form in the card frame.
import { Link } from 'wouter';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage() {
  return (
    <AuthFrame title="欢迎注册" aside={<Link href="/login">已有账号？去登录</Link>}>
      <RegisterForm />
    </AuthFrame>
  );
}
