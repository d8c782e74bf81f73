/** The first screen's texts in Arabic alone (`?lang=ar`, scripts/vite/texts-by-language.ts). */
import type { ShellTexts } from './index';
import common from '../../locales/common?lang=ar';
import menu from '../../locales/menu?lang=ar';
import { sharedMessages } from '../../../shared/messages?lang=ar';

export default { common, menu, messages: sharedMessages } as ShellTexts;
