import { TextInput } from '@mantine/core';
import { fromLocalInput, toLocalInput } from './date-input.ts';

/** A moment in the operator's own clock (datetime-local), held as an ISO instant. */
export function InstantInput(props: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string | undefined;
  testId?: string;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={props.label}
      value={toLocalInput(props.value)}
      onChange={(event) => props.onChange(fromLocalInput(event.currentTarget.value) ?? '')}
      error={props.error}
      data-testid={props.testId}
    />
  );
}
