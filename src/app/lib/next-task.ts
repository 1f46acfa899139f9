/** Resolves in a task of its own: work after it does not lengthen the task that awaited it. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
