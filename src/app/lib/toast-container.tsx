import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_CONTAINER } from './toast';

/** Where toasts show; loaded after the first screen (a toast raised before it waits in the store). */
export default function ToastContainer() {
  return <Notifications {...TOAST_CONTAINER} />;
}
