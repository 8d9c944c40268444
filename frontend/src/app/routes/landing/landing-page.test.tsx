// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';

const NOTICE = /Your Fescue account and everything in it have been deleted/;

/** A fresh page load: the modules (and what they took from session storage) start anew. */
async function loadLandingPage() {
  vi.resetModules();
  const { default: LandingPage } = await import('./landing-page');
  const { rememberAccountDeleted } = await import('@/shared/lib/account-deleted-notice');
  return { LandingPage, rememberAccountDeleted };
}

describe('LandingPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('says, on the load that comes back from Delete my account, that the account is gone; not on the next', async () => {
    const first = await loadLandingPage();
    first.rememberAccountDeleted();
    const view = renderWithProviders(<first.LandingPage />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    // Mounted again in the same load (the session check settling): still said.
    view.unmount();
    renderWithProviders(<first.LandingPage />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(sessionStorage.getItem('fescue:account-deleted')).toBeNull();

    const reloaded = await loadLandingPage();
    cleanup();
    renderWithProviders(<reloaded.LandingPage />);
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
