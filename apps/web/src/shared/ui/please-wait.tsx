import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useMessage } from '../i18n/translate-message.ts';

/** SPEC §4: 'Lütfen Bekleyiniz...' over a panel while deposits, withdrawals or tickets load. */
export function PleaseWait({ visible, fixed = false }: { visible: boolean; fixed?: boolean }) {
  const message = useMessage();
  if (!visible) return null;
  return (
    <Overlay fixed={fixed} blur={2} backgroundOpacity={0.55} color="#000" zIndex={300} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite" data-testid="please-wait">
        <Loader color="tulip" />
        <Text c="white" fw={600}>
          {message('please_wait')}
        </Text>
      </Stack>
    </Overlay>
  );
}
