/**
 * The en-US chunk: every `*.en-US.ts` catalogue of the app and antd's English locale, in one lazy chunk that
 * main.tsx loads only when the locale is en-US. Adding a `*.en-US.ts` anywhere under src is enough.
 */

import { contractMessageEnglish } from '@xuekao/contracts';
import antdEnglish from 'antd/es/locale/en_US';
import { type EnglishCatalogue, registerEnglish, setContractEnglish } from './core';

const modules = import.meta.glob<EnglishCatalogue>('/src/**/*.en-US.ts', { eager: true, import: 'default' });
registerEnglish(Object.values(modules));

export { antdEnglish };

// The contracts' messages (zod schemas, TEXTS) in English for zodRule (packages/contracts/src/messages-en.ts).
setContractEnglish(contractMessageEnglish);
