import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isInterfaceLanguage } from '#shared/interface-language.ts';
import { API } from '#shared/api-paths.ts';
import { pushSubscriptionSchema } from '#shared/schemas/push.ts';
import { requestVoid } from '#app/lib/http.ts';
import { currentSubscription, pushDeviceState, registration } from '#app/lib/push-device.ts';
import { getPushKey, pushDevicesQueryOptions, usePushDevices } from './api/push-devices';

/** The VAPID key as the bytes `pushManager.subscribe` takes everywhere (base64url → bytes). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Subscribes this browser (after the member allowed notifications) and tells the server, with
 * the interface language it shows (`locale`): its notifications are written in it while the
 * member has chosen no language in their profile.
 */
async function subscribe(locale: string): Promise<void> {
  const reg = await registration();
  if (!reg) throw new Error('no service worker');
  const key = keyBytes(await getPushKey());
  let sub = await reg.pushManager.getSubscription();
  // A subscription made for another server key cannot be used: replace it.
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const device = { ...sub.toJSON(), ...(isInterfaceLanguage(locale) ? { interfaceLanguage: locale } : {}) };
  await requestVoid(API.push.subscription, { method: 'post', json: pushSubscriptionSchema.parse(device) });
}

async function unsubscribe(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await requestVoid(API.push.subscription, { method: 'delete', searchParams: { endpoint: sub.endpoint } });
  await sub.unsubscribe();
}

async function sendTest(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) throw new Error('not subscribed');
  await requestVoid(API.push.test, { method: 'post', json: { endpoint: sub.endpoint } });
}

/** The query of this device's state (what the browser allows, and whether the server lists it). */
const DEVICE_STATE = ['alerts', 'device'] as const;

/**
 * This device and alerts: its state (from the browser and the member's devices on the server),
 * and turning alerts on (the permission is asked here, on the member's tap, never before), off,
 * or sending a test.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const devices = usePushDevices();
  const endpoints = devices.data?.content.map((d) => d.endpoint);
  const state = useQuery({
    queryKey: [...DEVICE_STATE, endpoints] as const,
    queryFn: () => pushDeviceState(endpoints ?? []),
    enabled: endpoints !== undefined,
    staleTime: Infinity,
  });
  /** After alerts are turned on or off: the member's devices, then this device's state. */
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: pushDevicesQueryOptions().queryKey });
    await queryClient.invalidateQueries({ queryKey: DEVICE_STATE });
  };
  // On a first visit the worker may still be installing when the state is read, and a slow
  // install outlasts the wait in `registration`: read the state again once the worker is ready.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    void navigator.serviceWorker.ready.then(() => {
      if (live) void queryClient.invalidateQueries({ queryKey: DEVICE_STATE });
    });
    return () => {
      live = false;
    };
  }, [queryClient]);

  const turnOn = useMutation({
    /** `asked`: the browser's question, put in the tap's own handler (Safari asks only from a user gesture). */
    mutationFn: async (asked: Promise<NotificationPermission>): Promise<NotificationPermission> => {
      const permission = await asked;
      if (permission === 'granted') await subscribe(i18n.locale);
      return permission;
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({ mutationFn: unsubscribe, onSettled: refresh });
  const test = useMutation({ mutationFn: sendTest });
  return { devices, state, turnOn, turnOff, test };
}
