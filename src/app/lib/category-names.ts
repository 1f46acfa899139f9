import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATEGORIES, type Category } from '#shared/constants.ts';

// Khabar's categories by name in the interface's language. The API, the addresses
// (`?category=India`) and the query keys keep the categories' ids (src/shared/constants.ts);
// only what the reader sees is translated.
const NAMES: Record<Category, MessageDescriptor> = {
  India: msg({ message: 'India', context: 'news category' }),
  World: msg({ message: 'World', context: 'news category' }),
  Business: msg({ message: 'Business', context: 'news category' }),
  Technology: msg({ message: 'Technology', context: 'news category' }),
  Science: msg({ message: 'Science', context: 'news category' }),
  Sports: msg({ message: 'Sports', context: 'news category' }),
  Entertainment: msg({ message: 'Entertainment', context: 'news category' }),
  Health: msg({ message: 'Health', context: 'news category' }),
  Politics: msg({ message: 'Politics', context: 'news category' }),
  Environment: msg({ message: 'Environment', context: 'news category' }),
};

const isCategory = (id: string): id is Category => (CATEGORIES as readonly string[]).includes(id);

/** A category's name for the reader; an id Khabar does not know is shown as it is. */
export const categoryName = (i18n: I18n, id: string): string => (isCategory(id) ? i18n._(NAMES[id]) : id);
