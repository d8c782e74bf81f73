/** The first screen's texts in English alone (`?lang=en`, scripts/vite/texts-by-language.ts). */
import type { ShellTexts } from './index';
import common from '../../locales/common?lang=en';
import menu from '../../locales/menu?lang=en';
import { sharedMessages } from '../../../shared/messages?lang=en';

export default { common, menu, messages: sharedMessages } as ShellTexts;
