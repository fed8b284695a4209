// The 发送验证码 button next to an SMS-code field. Label, disabled and counting come from the
// SMS flow (useSmsButton); this only draws them and reports the click.
import './mantine-components';
import { Button } from '@mantine/core';

export interface SmsButtonState {
  label: string;
  disabled: boolean;
  counting: boolean;
}

export function SmsCodeButton({ label, disabled, counting, onSend }: SmsButtonState & { onSend: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      h={36}
      w={124}
      px={6}
      style={{ flex: 'none' }}
      disabled={disabled}
      data-counting={counting || undefined}
      onClick={onSend}
    >
      {label}
    </Button>
  );
}
