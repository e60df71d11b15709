import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Phase } from '../lib/time-window.ts';

interface PhaseTabsProps {
  labels: Record<Phase, string>;
  counts: Record<Phase, number>;
  value: Phase;
  onChange: (phase: Phase) => void;
  children: ReactNode;
}

const PHASES: Phase[] = ['active', 'upcoming', 'finished'];

/** Active / coming / finished tabs with counts. */
export function PhaseTabs({ labels, counts, value, onChange, children }: PhaseTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as Phase)}
      variant="pills"
      radius="xl"
    >
      <Tabs.List mb="lg">
        {PHASES.map((phase) => (
          <Tabs.Tab
            key={phase}
            value={phase}
            rightSection={
              <Badge size="xs" variant="light" circle>
                {counts[phase]}
              </Badge>
            }
          >
            {labels[phase]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
