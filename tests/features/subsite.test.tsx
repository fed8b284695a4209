// Sub-site variants keep only their main-nav entries; the default shows all seven.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { subsiteFrom } from '../../src/shared/subsite';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const navLabels = () =>
  within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.replace('▾', '').trim());

describe('sub-site variant', () => {
  it('comes from the host first label, or the subsite query on a local host', () => {
    expect(subsiteFrom('jc.example.com', '')).toBe('jc');
    expect(subsiteFrom('www.example.com', 'subsite=lw')).toBe('lw');
    expect(subsiteFrom('localhost', 'subsite=sb')).toBe('sb');
    expect(subsiteFrom('localhost', 'subsite=zz')).toBeNull();
    expect(subsiteFrom('jr.example.com', 'subsite=xm')).toBe('jr');
  });

  it('shows all seven entries by default', () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/jump' });
    expect(navLabels()).toEqual(['询价', '商城直购', '找设备', '找人', '金融', '项目对接', '智慧工地']);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '找人' })).toHaveAttribute('href', '/labor-services');
  });

  it.each([
    ['jc', ['询价', '商城直购']],
    ['xm', ['项目对接']],
    ['sb', ['找设备']],
    ['lw', ['找人']],
    ['jr', ['金融']],
  ])('%s shows only %j', (subsite, labels) => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: `/jump?subsite=${subsite}` });
    expect(navLabels()).toEqual(labels);
  });
});
