/**
 * Resolves in a task of its own: work after it does not lengthen the task that awaited it. A
 * message, not a timer: browsers hold a timer nested five deep for at least 4 ms, and a first
 * screen taken over part by part waits for dozens of tasks in a row.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
