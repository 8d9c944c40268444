import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProviders } from '@/app/app-providers';

/**
 * Renders inside the app's real providers (SWR defaults, toasts, tooltips) and an in-memory router at `route`.
 * Each render gets an empty SWR cache, so tests never share fetched data.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders>
        <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>
      </AppProviders>
    </MemoryRouter>,
  );
}
