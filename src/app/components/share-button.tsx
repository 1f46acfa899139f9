import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconShare } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './share-button.module.css';

/** WhatsApp's share address: a chat picker with the title and the address as the message. */
export const whatsappHref = (title: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;

type Props = {
  title: string;
  /** This site's path of what is shared (an article's or a story's page). */
  path: string;
  size?: 'compact-sm' | 'sm';
  variant?: 'subtle' | 'default';
  /** The control's accessible name when several Share buttons share a screen (a card's). */
  label?: string;
};

/**
 * Share an article's or a story's address (never its text, so it works offline too): the
 * system's share sheet through the Web Share API where the browser has it; else the choices
 * open under the control, Copy link and WhatsApp.
 */
export function ShareButton({ title, path, size = 'sm', variant = 'default', label }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const choicesId = useId();
  const url = () => new URL(path, window.location.origin).href;
  const share = () => {
    if (typeof navigator.share === 'function') {
      // A cancelled sheet rejects (AbortError): nothing to say.
      navigator.share({ title, url: url() }).catch(() => undefined);
      return;
    }
    setCopied(null);
    setOpen((o) => !o);
  };
  const copy = () => {
    const done = navigator.clipboard?.writeText(url()) ?? Promise.reject(new Error('no clipboard'));
    done.then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconShare size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={choicesId}
        aria-label={label}
        onClick={share}
      >
        {t`Share`}
      </Button>
      {open && (
        <div id={choicesId} className={classes.choices} data-testid="share-choices">
          <Button size="compact-sm" variant="default" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
            {t`Copy link`}
          </Button>
          <Button
            component="a"
            size="compact-sm"
            variant="default"
            leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
            href={whatsappHref(title, url())}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`WhatsApp`}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {copied === 'yes'
              ? t`Link copied`
              : copied === 'failed'
                ? t`Could not copy: select the address in the bar and copy it`
                : ''}
          </Text>
        </div>
      )}
    </>
  );
}
