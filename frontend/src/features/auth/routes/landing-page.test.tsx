// @vitest-environment happy-dom
import '../../../testing/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { accountWasDeleted, rememberAccountDeleted } from '../../../shared/lib/account-deleted-notice';
import LandingPage from './landing-page';

const NOTICE = /Your Fescue account and everything in it have been deleted/;

describe('LandingPage', () => {
  it('says once, after Delete my account, that the account is gone', () => {
    rememberAccountDeleted();
    const first = renderWithProviders(<LandingPage />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(accountWasDeleted()).toBe(false);
    first.unmount();

    renderWithProviders(<LandingPage />);
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
