import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './toasts.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_QUERY, TOAST_CONTAINER, toastPosition } from './toast';

/** Where toasts show; loaded after the first screen (a toast raised before it waits in the store). */
export default function ToastContainer() {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return <Notifications {...TOAST_CONTAINER} position={toastPosition(phone)} />;
}
