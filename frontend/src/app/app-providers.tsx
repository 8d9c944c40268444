import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../shared/api/swr-options';
import { ToastProvider } from '../shared/ui/toast';
import { TooltipProvider } from '../shared/ui/tooltip';

/** Everything a screen may rely on: data fetching defaults (spec §7), toasts and tooltips (spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <TooltipProvider>
        <ToastProvider>{children}</ToastProvider>
      </TooltipProvider>
    </SWRConfig>
  );
}
