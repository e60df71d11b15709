import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields in two columns on wide screens. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="lg" variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
