import { PLACE_NAMES } from '@/words/account-messages';

/**
 * A state as the page's language names it (an address keeps the English name the API accepts);
 * a name not in the list (an address from before the list) is shown as stored.
 */
export function stateName(state: string): string {
  return Object.hasOwn(PLACE_NAMES.states, state)
    ? PLACE_NAMES.states[state as keyof typeof PLACE_NAMES.states]
    : state;
}

/** The country as the page's language names it (the shop delivers in India only). */
export const countryName = (country: string): string => (country === 'India' ? PLACE_NAMES.country : country);
