import { Input, PinInput } from '@mantine/core';
import { TWO_FACTOR_CODE_LENGTH } from '@lale/contract/constants';
import { useId } from 'react';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  testId: string;
  autoFocus?: boolean;
}

/** The 6-digit second-factor code (SPEC §5), one box per digit, filled by SMS autofill too. */
export function CodeField({ label, value, onChange, error, testId, autoFocus }: CodeFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id }}
      error={error}
      errorProps={{ 'data-testid': `${testId}-error`, role: 'alert' }}
    >
      <PinInput
        length={TWO_FACTOR_CODE_LENGTH}
        type="number"
        oneTimeCode
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-labelledby={id}
        ariaLabel={label}
        data-testid={testId}
        autoFocus={autoFocus}
        mt={4}
      />
    </Input.Wrapper>
  );
}
