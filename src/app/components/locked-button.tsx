import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { HrefLink } from './href-link';
import { SignInLink } from './sign-in-link';
import classes from './locked-button.module.css';

export const UPGRADE_PATH = '/secure/subscription';

/**
 * The ways past a membership lock: sign in (for a visitor), which comes back to this address,
 * or upgrade. `onSignIn` runs as the reader leaves to sign in.
 */
export function MembershipWay({ signedIn, onSignIn }: { signedIn: boolean; onSignIn?: () => void }) {
  return (
    <>
      {!signedIn && (
        <>
          <Trans>
            <SignInLink fw={600} inherit onSignIn={onSignIn}>
              Sign in
            </SignInLink>{' '}
            or
          </Trans>{' '}
        </>
      )}
      <HrefLink href={UPGRADE_PATH} fw={600} inherit>
        <Trans>Upgrade now</Trans>
      </HrefLink>
    </>
  );
}

type Props = Pick<ButtonProps, 'size' | 'variant'> & {
  /** What the control would do ("Save this news"). */
  children: ReactNode;
  /** Why it is locked, in words. */
  reason: string;
  /** The way past the lock (links), shown after the reason. */
  way?: ReactNode;
  /** The icon that marks it unavailable; a lock unless given. */
  icon?: ReactNode;
};

/**
 * A control the reader cannot use yet, which explains itself when pressed: a tap, a click or
 * Enter shows the reason and the way past it as text in the page, under the control (a
 * disclosure: aria-expanded, aria-controls). Nothing floats, so nothing is cut off at a phone's
 * edge, and touch works as well as a mouse. Screen readers hear the reason as the control's
 * description before pressing it.
 */
export function LockedButton({ children, reason, way, icon, size, variant = 'light' }: Props) {
  const [open, { toggle }] = useDisclosure(false);
  const noteId = useId();
  return (
    <>
      <Button
        size={size}
        variant={variant}
        color="gray"
        leftSection={icon ?? <IconLock size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={noteId}
        aria-describedby={noteId}
        data-locked
        onClick={toggle}
      >
        {children}
      </Button>
      <p id={noteId} className={classes.note} hidden={!open} data-testid="locked-note">
        {reason}
        {way && <> {way}</>}
      </p>
    </>
  );
}
