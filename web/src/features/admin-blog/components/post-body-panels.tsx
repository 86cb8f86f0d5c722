import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { linkAddress, pictureAddress } from '../lib/post-html';

/** The toolbar's small panels: a link's address, a picture's (typed or uploaded) and its description. */

/**
 * Enter applies and Escape closes: these fields sit inside the post's form, whose Enter would
 * otherwise send the whole post.
 */
const panelKeys = (apply: () => void, cancel: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    apply();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    cancel();
  }
};

export function LinkPanel({
  href,
  onApply,
  onRemove,
  onCancel,
}: {
  href: string;
  onApply: (href: string, typed: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(href);
  const [error, setError] = useState('');
  const apply = () => {
    const address = linkAddress(typed);
    if (address) onApply(address, typed.trim());
    else setError(M.linkInvalid);
  };
  return (
    <div className="post-body-panel" role="group" aria-label={M.link} onKeyDown={panelKeys(apply, onCancel)}>
      <AddressField
        id={`${id}-href`}
        label={M.linkAddress}
        value={typed}
        error={error}
        onChange={(value) => {
          setTyped(value);
          setError('');
        }}
      />
      <div className="post-body-panel-actions">
        <button type="button" className="btn btn-small" onClick={apply}>
          {M.addLink}
        </button>
        {href && (
          <button type="button" className="btn btn-small btn-secondary" onClick={onRemove}>
            {M.removeLink}
          </button>
        )}
        <button type="button" className="btn btn-small btn-secondary" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </div>
  );
}

export function PicturePanel({
  onInsert,
  onCancel,
  pictureTools,
}: {
  onInsert: (src: string, alt?: string) => void;
  onCancel: () => void;
  pictureTools?: (insert: (src: string, alt?: string) => void) => ReactNode;
}) {
  const id = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const srcRef = useRef<HTMLInputElement>(null);
  const insert = () => {
    const address = pictureAddress(src);
    if (address) onInsert(address, alt);
    else {
      setError(M.pictureInvalid);
      srcRef.current?.focus();
    }
  };
  return (
    <div
      className="post-body-panel"
      role="group"
      aria-label={M.insertPicture}
      onKeyDown={panelKeys(insert, onCancel)}
    >
      {pictureTools?.(onInsert)}
      <AddressField
        inputRef={srcRef}
        id={`${id}-src`}
        label={M.pictureAddress}
        value={src}
        error={error}
        onChange={(value) => {
          setSrc(value);
          setError('');
        }}
      />
      <div className="form-field">
        <label htmlFor={`${id}-alt`}>{M.pictureAlt}</label>
        <input
          id={`${id}-alt`}
          className="field-input"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
      </div>
      <div className="post-body-panel-actions">
        <button type="button" className="btn btn-small" onClick={insert}>
          {M.insert}
        </button>
        <button type="button" className="btn btn-small btn-secondary" onClick={onCancel}>
          {M.cancel}
        </button>
      </div>
    </div>
  );
}

/* The toolbar's pictures (24×24, currentColor, hidden from screen readers: each button has a label). */

/** A web address box of a panel (a link's, a picture's), focused as it opens, with its problem. */
function AddressField({
  id,
  label,
  value,
  error,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  error: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="field-input"
        value={value}
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
