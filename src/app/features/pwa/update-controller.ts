// The "new version ready" logic, kept apart from workbox-window so tests can drive it with a fake.

/** The part of workbox-window's Workbox that the update flow uses. */
export type WorkboxLike = {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
};

export type UpdateState = { needRefresh: boolean; updating: boolean };

export type UpdateController = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UpdateState;
  /** The reader pressed "Reload": activate the waiting worker, reload once it controls the page. */
  applyUpdate(): void;
  /** The reader chose "Later": keep reading; the new version loads on the next visit. */
  dismiss(): void;
};

export function createUpdateController(wb: WorkboxLike, reload: () => void): UpdateController {
  let state: UpdateState = { needRefresh: false, updating: false };
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  let reloadArmed = false;
  // Another tab may activate the waiting worker first; this tab then needs only a reload.
  let activatedElsewhere = false;

  // A new worker installed and is waiting; nothing changes for the reader until they choose.
  wb.addEventListener('waiting', () => set({ needRefresh: true, updating: false }));
  // 'controlling' also fires on the very first install (clientsClaim); only a requested
  // update may reload the page, and only once.
  wb.addEventListener('controlling', () => {
    if (!reloadArmed) {
      if (state.needRefresh) activatedElsewhere = true;
      return;
    }
    reloadArmed = false;
    reload();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    applyUpdate() {
      if (state.updating) return;
      if (activatedElsewhere) {
        set({ needRefresh: true, updating: true });
        reload();
        return;
      }
      reloadArmed = true;
      set({ needRefresh: true, updating: true });
      wb.messageSkipWaiting();
    },
    dismiss() {
      set({ needRefresh: false, updating: false });
    },
  };
}
