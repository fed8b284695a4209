// The user agreement (its version is what the register call sends and the account stores),
// opened from the register form's checkbox; 同意 ticks the box.
import '../../ui/mantine-components';
import { Button, Group, Modal } from '@mantine/core';
import { USER_AGREEMENT } from '../../api/auth';
import { useBrand } from '../../shared/site-config';
import classes from './auth.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  onAgree: () => void;
}

export function AgreementDialog({ opened, onClose, onAgree }: Props) {
  const { brandName } = useBrand();
  const clauses = [
    `欢迎使用${brandName}。注册前请您仔细阅读本协议；勾选同意并完成注册，即表示您已充分理解并接受本协议的全部内容。`,
    '注册会员应为依法设立的企业或组织，并保证所填写的企业名称、联系人及手机号真实、准确、有效。',
    '会员应妥善保管账号、密码及短信验证码，因会员自身原因导致的账号被盗用，由会员自行承担责任。',
    '会员在平台发布的商品、询价、招标等信息须合法合规，不得发布虚假、侵权或违法信息。',
    '平台依法保护会员的个人信息与商业信息，未经会员同意不会向第三方披露，法律法规另有规定的除外。',
    '会员违反本协议或相关法律法规的，平台有权视情节暂停或终止提供服务。',
    `本协议的解释、修订与执行适用中华人民共和国法律。如有疑问，请联系${brandName}客服。`,
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="用户协议"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': '关闭协议' }}
    >
      <p className={classes.agreementVersion}>版本 {USER_AGREEMENT.version}</p>
      <ol className={classes.agreement}>
        {clauses.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          关闭
        </Button>
        <Button onClick={onAgree}>我已阅读并同意</Button>
      </Group>
    </Modal>
  );
}
