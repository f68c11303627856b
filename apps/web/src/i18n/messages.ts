import { defineMessages } from './core';

/** Texts of the locale switch (names of the languages stay in their own language). */
export const m = defineMessages('i18n', {
  language: '语言',
});
