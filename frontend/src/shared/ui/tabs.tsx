import { clsx } from 'clsx';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import * as TabsPrimitive from 'radix-ui/tabs';
import './tabs.css';

// Radix keeps the tab list (roving focus, arrow keys, activation); the panels are ours. Radix's
// TabsContent wraps each panel in Presence, whose ref callback reads the panel's computed style and
// sets state while React commits, so hydrating a page with tabs forced a second, synchronous render
// of the whole tree on a phone's main thread (docs/performance.md). Fescue's panels never animate
// out, so a panel that is simply hidden when not selected does the same job without that render.

interface TabsState {
  readonly baseId: string;
  readonly value: string;
}

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(part: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value: controlledValue,
  defaultValue = '',
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const changeValue = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsStateContext.Provider value={{ baseId, value }}>
      <TabsPrimitive.Root value={value} onValueChange={changeValue} {...props} />
    </TabsStateContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={clsx('tabs__list', className)} {...props} />;
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      className={clsx('tabs__trigger', className)}
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  readonly value: string;
}

export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const state = useTabsState('TabsContent');
  const selected = state.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(state.baseId, value)}
      aria-labelledby={triggerId(state.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      className={clsx('tabs__content', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
