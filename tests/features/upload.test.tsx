// The shared upload part in jsdom: click and keyboard open the picker, a chosen image shows
// its progress then its preview and answer, drop works, wrong kinds / sizes / counts are refused
// in Chinese before sending, a server refusal shows on its file, remove aborts and reports, and
// a file still sending when the part goes is aborted with it, or with finishWhenLeft (a wizard's
// step left) sent on and reported.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../src/api/resource';
import { ApiError } from '../../src/client/errors';
import { FileUpload, type FileUploadProps } from '../../src/ui/upload';
import type { SendOptions, Uploader } from '../../src/ui/upload/send';
import { renderApp } from './render';

const answer = (name: string, n = 1): UploadedFile => ({
  link: `/api/blade-resource/oss/file/${String(n).padStart(32, '0')}`,
  name: `${String(n).padStart(32, '0')}.png`,
  originalName: name,
  attachId: String(n).padStart(32, '0'),
  thumbLink: null,
  kind: name.endsWith('.pdf') ? 'pdf' : 'image',
  contentType: 'image/png',
  size: 10,
  width: 1,
  height: 1,
  visibility: 'private',
});

/** An uploader the test finishes by hand. */
function manualUploader() {
  const calls: { file: File; opts: SendOptions; resolve: (f: UploadedFile) => void; reject: (e: unknown) => void }[] =
    [];
  const send: Uploader = (file, opts) => new Promise((resolve, reject) => calls.push({ file, opts, resolve, reject }));
  return { send, calls };
}

const png = (name = '设备照片.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const setup = (props: Partial<FileUploadProps> & { send: Uploader }) =>
  renderApp(<FileUpload label="设备照片" {...props} />);
const input = () => screen.getByTestId('upload-input') as HTMLInputElement;
const zone = () => screen.getByRole('button', { name: /点击选择或将文件拖到此处上传|已达上限/ });

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${n++}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('FileUpload', () => {
  it('opens the file picker by click, Enter and Space, and describes what it takes', async () => {
    const user = userEvent.setup();
    setup({ send: manualUploader().send, kinds: ['image', 'pdf'], maxFiles: 3 });
    const click = vi.spyOn(input(), 'click');
    await user.click(zone());
    zone().focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(3);
    expect(zone()).toHaveAccessibleDescription('支持JPG、PNG、WebP 图片或PDF 文件，单个不超过 10 MB，最多 3 个');
    expect(input().accept).toContain('application/pdf');
    expect(screen.getByRole('group', { name: '设备照片' })).toBeInTheDocument();
  });

  it('shows the progress, then the preview; reports the answer; remove takes it back', async () => {
    const user = userEvent.setup();
    const up = manualUploader();
    const onChange = vi.fn();
    setup({ send: up.send, visibility: 'public', onChange });
    await user.upload(input(), png());
    expect(up.calls[0].opts).toMatchObject({ visibility: 'public', kind: 'image' });
    act(() => up.calls[0].opts.onProgress?.(0.4));
    expect(screen.getByRole('progressbar', { name: '设备照片.png 上传进度' })).toHaveAttribute('value', '0.4');
    expect(screen.getByText('上传中 40%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '设备照片.png 预览' })).toHaveAttribute('src', 'blob:preview-0');
    await act(async () => up.calls[0].resolve(answer('设备照片.png')));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([answer('设备照片.png')]);
    // One file allowed: the zone says so and takes no more.
    expect(zone()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '移除 设备照片.png' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-0');
    expect(zone()).toBeEnabled();
    await waitFor(() => expect(zone()).toHaveFocus());
  });

  it('takes dropped files and refuses, in Chinese and before sending, wrong kinds, oversize files and too many', async () => {
    const up = manualUploader();
    setup({ send: up.send, maxFiles: 2, maxBytes: 100 * 1024 });
    const files = [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      png('大图.png', 200 * 1024),
      png('a.png'),
      png('b.png'),
      png('c.png'),
    ];
    fireEvent.drop(zone(), { dataTransfer: { files } });
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText('setup.exe：不支持的文件类型，只能上传JPG、PNG、WebP 图片')).toBeInTheDocument();
    expect(alert.getByText('大图.png：文件过大，单个文件不能超过 100 KB')).toBeInTheDocument();
    expect(alert.getByText('c.png：最多上传 2 个文件')).toBeInTheDocument();
    expect(up.calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByRole('list', { name: '设备照片：已选文件' }).children).toHaveLength(2);
  });

  it('shows a server refusal on its file, and that file no longer counts against the limit', async () => {
    const user = userEvent.setup();
    const up = manualUploader();
    setup({ send: up.send, kinds: ['pdf'] });
    await user.upload(input(), new File(['%PDF-1.4'], '资质证书.pdf', { type: 'application/pdf' }));
    expect(up.calls[0].opts.kind).toBe('pdf');
    await act(async () =>
      up.calls[0].reject(new ApiError(429, '今日上传已达上限（每天 200 个文件、共 500 MB），请明天再试')),
    );
    expect(await screen.findByText('今日上传已达上限（每天 200 个文件、共 500 MB），请明天再试')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    expect(zone()).toBeEnabled();
  });

  it('aborts an upload that is removed while sending', async () => {
    const user = userEvent.setup();
    const up = manualUploader();
    const onChange = vi.fn();
    setup({ send: up.send, onChange, initial: [answer('已有照片.png', 7)], maxFiles: 3 });
    expect(screen.getByText('已有照片.png')).toBeInTheDocument();
    await user.upload(input(), png('新照片.png'));
    await user.click(screen.getByRole('button', { name: '移除 新照片.png' }));
    expect(up.calls[0].opts.signal?.aborted).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith([answer('已有照片.png', 7)]);
  });

  it('aborts what is still sending when the part goes away', async () => {
    const user = userEvent.setup();
    const up = manualUploader();
    const { unmount } = setup({ send: up.send });
    await user.upload(input(), png('现场照片.png'));
    unmount();
    expect(up.calls[0].opts.signal?.aborted).toBe(true);
  });

  it('with finishWhenLeft, reports a file that was still sending when the part went away, with the files it held', async () => {
    const user = userEvent.setup();
    const up = manualUploader();
    const onChange = vi.fn();
    const { unmount } = setup({
      send: up.send,
      onChange,
      initial: [answer('招标公告.pdf', 7)],
      kinds: ['image', 'pdf'],
      maxFiles: 3,
      finishWhenLeft: true,
    });
    await user.upload(input(), png('现场照片.png'));
    unmount();
    expect(up.calls[0].opts.signal?.aborted).toBe(false);
    onChange.mockClear();
    await act(async () => up.calls[0].resolve(answer('现场照片.png', 8)));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([answer('招标公告.pdf', 7), answer('现场照片.png', 8)]);
  });
});
