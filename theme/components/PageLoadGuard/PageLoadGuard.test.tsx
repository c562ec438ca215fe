// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary, PageLoadGuard } from './PageLoadGuard';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ pathname: '/docs/a' }) }));

function Broken({ error }: { error: Error }): never {
  throw error;
}

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

describe('PageErrorBoundary', () => {
  const reload = vi.fn();
  const assign = vi.fn();
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
    Object.defineProperty(window, 'location', {
      value: { origin: 'http://localhost', href: 'http://localhost/docs/a', pathname: '/docs/a', search: '', reload, assign },
      configurable: true,
    });
    assign.mockClear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('logs a failed chunk load and reloads the page once', () => {
    render(
      <PageErrorBoundary resetKey="/docs/a">
        <Broken error={chunkError()} />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls.some(([message]: unknown[]) => String(message).includes('Rendering the page failed'))).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading the page');
  });

  it('shows a message with a reload link instead of a blank page when reloading did not help', () => {
    sessionStorage.setItem('repack-page-load-reload', JSON.stringify({ href: 'http://localhost/docs/a', at: Date.now() }));
    render(
      <PageErrorBoundary resetKey="/docs/a">
        <Broken error={chunkError()} />
      </PageErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('link', { name: 'reload the page' })).toHaveAttribute('href', 'http://localhost/docs/a');
  });

  it('does not reload for other errors, and recovers on the next page', () => {
    const view = render(
      <PageErrorBoundary resetKey="/docs/a">
        <Broken error={new TypeError('x is undefined')} />
      </PageErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    view.rerender(
      <PageErrorBoundary resetKey="/docs/b">
        <p>Next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});

/** The origin jsdom resolves link URLs against. */
const ORIGIN = new URL(document.baseURI).origin;

describe('PageLoadGuard', () => {
  const assign = vi.fn();
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign.mockClear();
    Object.defineProperty(window, 'location', {
      value: { origin: ORIGIN, href: `${ORIGIN}/docs/a`, pathname: '/docs/a', search: '', reload: vi.fn(), assign },
      configurable: true,
    });
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  /** A page with a link whose next render throws the chunk failure, as React reports it. */
  function PageThatFails({ fail, href }: { fail: boolean; href: string }) {
    if (fail) throw chunkError();
    return (
      <a href={href} onClick={(event) => event.preventDefault()}>
        Other
      </a>
    );
  }
  const failAfterClickingTo = (href: string) => {
    const view = render(
      <PageLoadGuard>
        <PageThatFails fail={false} href={href} />
      </PageLoadGuard>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    return () =>
      view.rerender(
        <PageLoadGuard>
          <PageThatFails fail href={href} />
        </PageLoadGuard>,
      );
  };

  const chunkFailure = () => {
    const event = new ErrorEvent('error', { error: chunkError(), cancelable: true });
    window.dispatchEvent(event);
    return event;
  };

  it('loads the page a link was opening in full when its code fails to load', () => {
    render(
      <PageLoadGuard>
        <a href="/docs/b" onClick={(event) => event.preventDefault()}>
          Next
        </a>
      </PageLoadGuard>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(chunkFailure().defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/docs/b`);
    expect(consoleError.mock.calls.some(([message]: unknown[]) => String(message).includes('Loading a page failed'))).toBe(true);
  });

  it('loads the page a link was opening when React throws the failure into rendering', () => {
    const renderFailure = failAfterClickingTo('/docs/c');
    renderFailure();
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/docs/c`);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading the page');
  });

  it('starts the full load once when the failure is reported both as an event and into rendering', () => {
    const renderFailure = failAfterClickingTo('/docs/d');
    chunkFailure();
    renderFailure();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/docs/d`);
    expect(screen.getByRole('alert')).toHaveTextContent('Loading the page');
  });

  it('only logs a failure nobody navigated for (a prefetch), keeping the page', () => {
    render(
      <PageLoadGuard>
        <p>Page</p>
      </PageLoadGuard>,
    );
    chunkFailure();
    expect(assign).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('leaves other errors alone', () => {
    render(
      <PageLoadGuard>
        <p>Page</p>
      </PageLoadGuard>,
    );
    const event = new ErrorEvent('error', { error: new TypeError('x is undefined'), cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
