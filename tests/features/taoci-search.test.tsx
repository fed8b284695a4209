// The ceramic sub-site's header search stays within tiles (the mall's goods in the 瓷砖
// category) and writes sizes as the tile names do, so 800x800 or 800*800 finds the 800×800 tiles.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tileWords } from '../../src/api/taoci-dicts';
import { TaociFrame } from '../../src/features/taoci/frame/TaociFrame';
import { renderApp } from './render';

const pageOf = (url: string) =>
  JSON.parse(new URLSearchParams(url.split('?')[1]).get('page')!) as { productName: string };
const paramsOf = (url: string) => new URLSearchParams(url.split('?')[1]);

describe('tile search words', () => {
  it.each([
    ['800x800 柔光', '800×800 柔光'],
    [' 600 * 1200 木纹砖 ', '600×1200 木纹砖'],
    ['750X1500', '750×1500'],
    ['900＊1800 岩板', '900×1800 岩板'],
    ['仿古砖 x 系列', '仿古砖 x 系列'],
  ])('%s → %s', (typed, sent) => expect(tileWords(typed)).toBe(sent));
});

describe('the sub-site header search', () => {
  it('searches the tile category with the size written as the names write it', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(
      <TaociFrame categoryId={83}>
        <p>内容</p>
      </TaociFrame>,
      { path: '/taoci-index/home' },
    );
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: '搜索瓷砖' }), '800x800 柔光');
    await user.click(within(search).getByRole('button', { name: '搜瓷砖' }));
    expect(location().split('?')[0]).toBe('/moreGoods');
    expect(pageOf(location()).productName).toBe('800×800 柔光');
    expect(paramsOf(location()).get('categoryId')).toBe('83');
  });
});
