import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_MESSAGES, PRICING_MESSAGES } from '@/words/messages';
import { UI_MESSAGES } from '@/words/ui-messages';
import {
  arrivalSentence,
  deliverySentence,
  isPincode,
  rememberedPincode,
  rememberPincode,
} from '@/shop/delivery';
import { checkDelivery } from '@/shop/delivery-api';
import { findPincode, type PincodeFinding, type PincodePlace } from '@/shop/pincode-directory';
import './pincode-check.css';

type Result =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answer'; text: string; deliverable: boolean; arrives: string | null }
  | { kind: 'invalid' | 'failed'; text: string };

/**
 * "411001 (Pune City, Maharashtra)", the state in the page's language. Its names come with the
 * account pages' words, loaded here only once a place is found (not with every product page).
 */
async function placed(pincode: string, { city, state }: PincodePlace): Promise<string> {
  const name = await import('@/shop/place-names').then(
    ({ stateName }) => stateName(state),
    () => state,
  );
  return UI_MESSAGES.pincodeAt(pincode, city, name);
}

/**
 * "Does the farm deliver to me, and for what?" on the product page and in the cart. The answer is
 * the server's (GET /delivery/{pincode}); India Post's directory (a small file loaded with the
 * first check) names the place, and turns away six digits that are no PIN code, which the server,
 * knowing only its delivery rules, would answer for. The pincode is remembered for the tab, so the
 * cart already knows the one typed on a product page.
 */
export function PincodeCheck() {
  const id = useId();
  const [pincode, setPincode] = useState(rememberedPincode);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const check = async (value: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setResult({ kind: 'checking' });
    // Both at once: the directory's file is small, and the server's answer need not wait for it.
    // Without the directory (offline, a failed load) the server's answer still shows, unnamed.
    const finding = findPincode(value).catch((): PincodeFinding => ({ kind: 'unlisted' }));
    const answered = checkDelivery(value, controller.signal);
    answered.catch(() => undefined); // read below, or dropped for a number that is no PIN code
    try {
      const found = await finding;
      if (controller.signal.aborted) return;
      if (found.kind === 'not-a-pincode') {
        controller.abort();
        setResult({ kind: 'invalid', text: UI_MESSAGES.notAPincode(value) });
        return;
      }
      rememberPincode(value);
      const answer = await answered;
      if (controller.signal.aborted) return;
      const where = found.kind === 'listed' ? await placed(value, found.place) : value;
      if (controller.signal.aborted) return;
      setResult({
        kind: 'answer',
        text: deliverySentence(answer, where),
        deliverable: answer.deliverable,
        arrives: arrivalSentence(answer.etaDays),
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setResult({
        kind: 'failed',
        text: error instanceof Error ? error.message : PRICING_MESSAGES.checkFailed,
      });
    }
  };

  // A pincode remembered from earlier in this tab is checked at once.
  useEffect(() => {
    const remembered = rememberedPincode();
    if (isPincode(remembered)) void check(remembered);
    return () => inFlight.current?.abort();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = pincode.trim();
    if (!isPincode(value)) {
      setResult({ kind: 'invalid', text: ADDRESS_MESSAGES.postalCodeInvalid });
      return;
    }
    void check(value);
  };

  const tone =
    result.kind === 'answer'
      ? result.deliverable
        ? 'yes'
        : 'no'
      : result.kind === 'idle'
        ? ''
        : result.kind;
  return (
    <form className="pincode-check" onSubmit={onSubmit} noValidate aria-label={UI_MESSAGES.deliveryCheck}>
      <label htmlFor={`${id}-pincode`}>{PRICING_MESSAGES.pincodeLabel}</label>
      <div className="pincode-check-row">
        <input
          id={`${id}-pincode`}
          className="field-input"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[1-9][0-9]{5}"
          placeholder={UI_MESSAGES.pincodeExample}
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={result.kind === 'invalid' ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className="btn btn-secondary" disabled={result.kind === 'checking'}>
          {UI_MESSAGES.check}
        </button>
      </div>
      <p
        id={`${id}-result`}
        className={`pincode-check-result${tone ? ` tone-${tone}` : ''}`}
        role="status"
        data-testid="pincode-result"
      >
        {result.kind === 'checking' ? PRICING_MESSAGES.checking : result.kind === 'idle' ? '' : result.text}
      </p>
      {result.kind === 'answer' && result.arrives && (
        <p className="pincode-check-eta" data-testid="pincode-eta">
          {result.arrives}
        </p>
      )}
    </form>
  );
}
