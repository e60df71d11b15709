import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code loads. */
export function PageFallback() {
  return (
    <Center mih="60vh">
      <Loader color="tulip" aria-label="Yükleniyor / Loading" />
    </Center>
  );
}
