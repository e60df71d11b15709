import { Notifications } from '@mantine/notifications';

/**
 * The toast container (SPEC §8: bottom-right), in a module of its own so the app can load it
 * after the first screen; toasts raised before it mounts wait in the notifications store.
 */
export function ToastContainer() {
  return <Notifications position="bottom-right" zIndex={1000} limit={5} />;
}
