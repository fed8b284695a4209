// The shared keyboard and form helpers of src/ui: arrow-key moves of a roving group, and the
// first invalid field after a refused submit.
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, invalidSummary } from '../../src/ui/form';
import { movedIndex } from '../../src/ui/roving-focus';

describe('movedIndex', () => {
  it('moves with the arrows of its orientation, wrapping, and jumps with Home/End', () => {
    expect(movedIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(movedIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(movedIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(movedIndex('ArrowRight', 1, 3, 'horizontal')).toBe(2);
    expect(movedIndex('ArrowLeft', 0, 2, 'horizontal')).toBe(1);
    expect(movedIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(movedIndex('End', 0, 3, 'horizontal')).toBe(2);
  });

  it('leaves other keys (and the other orientation’s arrows) to the caller', () => {
    expect(movedIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(movedIndex('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(movedIndex('Enter', 0, 3, 'vertical')).toBeNull();
    expect(movedIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});

describe('focusFirstInvalid', () => {
  it('focuses the first field in page order that has an error, skipping disabled ones', () => {
    document.body.innerHTML = `<form>
      <input data-path="phone"><select data-path="districtCode" disabled></select>
      <input data-path="code"><input data-path="password">
    </form>`;
    const form = document.querySelector('form')!;
    // The errors object's order is not the page's.
    expect(focusFirstInvalid(form, { password: '密码错误', districtCode: '请选择区县', code: '请输入验证码' })).toBe(
      form.querySelector('[data-path="code"]'),
    );
    expect(document.activeElement).toBe(form.querySelector('[data-path="code"]'));
    expect(focusFirstInvalid(form, { phone: null })).toBeNull();
  });

  it('summarises the errors for the status line', () => {
    expect(invalidSummary({ phone: '请输入正确的11位手机号', code: '请输入 6 位短信验证码', nick: null })).toBe(
      '有 2 项需要修改：请输入正确的11位手机号',
    );
    expect(invalidSummary({})).toBe('');
  });
});
