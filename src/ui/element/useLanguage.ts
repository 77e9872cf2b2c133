import { useSyncExternalStore } from 'react';
import {
  activeLanguage,
  type Language,
  languageVersion,
  subscribeToLanguage,
} from '../../domain/language.ts';

/**
 * The language texts read in, re-rendering on a switch and when a translation arrives. Called where an
 * element's tree starts (define-element, the Quick Pay launcher): everything below re-renders, so every
 * text reads again, and nothing remounts, so the screen, its state and what the member typed stay.
 */
export function useLanguage(): Language {
  useSyncExternalStore(subscribeToLanguage, languageVersion);
  return activeLanguage();
}
