// The 404 page, the jump page, and the error page a route error (or failed chunk) leads to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApiError } from '../../src/client/errors';
import { RouteErrorBoundary } from '../../src/app/RouteErrorBoundary';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';
import { AppActor } from '../../src/shared/actor';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Throw({ error }: { error: Error }): never {
  throw error;
}

describe('pages', () => {
  it('unknown paths show the 404 page with the page-lost note and a link home', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText(/页面走丢了/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('/jump says it is redirecting and names the target', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/jump?to=smart-construction' });
    expect(await screen.findByRole('heading', { name: '正在跳转，请稍候' })).toBeInTheDocument();
    expect(screen.getByText('即将前往：智慧工地')).toBeInTheDocument();
  });

  it('a route error shows the error page with its status code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChunkError = vi.fn();
    render(
      <MantineProvider>
        <RouteErrorBoundary onChunkError={onChunkError}>
          <Throw error={new ApiError(403, '拒绝访问')} />
        </RouteErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText('拒绝访问')).toBeInTheDocument();
    expect(onChunkError).not.toHaveBeenCalled();
  });

  it('a failed lazy chunk is reported to the chunk guard and shows the error page (500)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onChunkError = vi.fn();
    render(
      <MantineProvider>
        <AppActor.Provider>
          <RouteErrorBoundary onChunkError={onChunkError}>
            <Throw error={new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-x.js')} />
          </RouteErrorBoundary>
        </AppActor.Provider>
      </MantineProvider>,
    );
    expect(onChunkError).toHaveBeenCalledTimes(1);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '页面资源加载失败' })).toBeInTheDocument();
  });
});
