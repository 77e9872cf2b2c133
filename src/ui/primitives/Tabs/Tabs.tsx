import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css';

export type TabsRootProps = ComponentProps<typeof RadixTabs.Root>;
export type TabsListProps = ComponentProps<typeof RadixTabs.List>;
export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

/** Arrow keys move between tabs and select them; Home and End go to the first and last. */
export function TabsRoot({ className, activationMode = 'automatic', ...props }: TabsRootProps) {
  return (
    <RadixTabs.Root
      part="tabs"
      {...props}
      activationMode={activationMode}
      className={withClass(styles.root, className)}
    />
  );
}

export function TabsList({ className, ...props }: TabsListProps) {
  return <RadixTabs.List part="tab-list" {...props} className={withClass(styles.list, className)} />;
}

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return <RadixTabs.Trigger part="tab" {...props} className={withClass(styles.trigger, className)} />;
}

export function TabsContent({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content part="tab-panel" {...props} className={withClass(styles.content, className)} />;
}

/**
 * `<Tabs.Root>`, `<Tabs.List>`, `<Tabs.Trigger>`, `<Tabs.Content>`, with the parts `tabs`, `tab-list`,
 * `tab` and `tab-panel` for `::part()` styling by the host page.
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
