import { useId, useRef, useState } from 'react';
import { PHOTO_MESSAGES as M } from '@/words/messages';
import { thumbnailOf, type UploadedPhoto } from '@contract/photos';
import { uploadPhoto } from '@/shop/photo-upload';
import { FormError } from './feedback-fields';
import './photo-field.css';

/**
 * "Choose a photo": the phone's camera or gallery opens; the chosen picture is made web-sized and
 * uploaded (saying which, as it goes), and `onUploaded` gets where the shop serves it.
 */
export function PhotoPicker({
  label,
  onUploaded,
  onBusyChange,
}: {
  label: string;
  onUploaded: (photo: UploadedPhoto) => void;
  /** Told while a photo is being prepared or sent, so the form can wait before it saves. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<'preparing' | 'uploading' | null>(null);
  const [error, setError] = useState('');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    onBusyChange?.(true);
    try {
      onUploaded(await uploadPhoto(file, setStage));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : M.photoUploadFailed);
    } finally {
      setStage(null);
      onBusyChange?.(false);
      // The same file can be chosen again after a failure.
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="photo-picker">
      <label className={`btn btn-secondary btn-small${stage ? ' is-busy' : ''}`} htmlFor={`${id}-file`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept="image/*"
        disabled={stage !== null}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p className="photo-field-hint" role="status">
        {stage === 'preparing' ? M.preparingPhoto : stage === 'uploading' ? M.uploadingPhoto : M.photoHint}
      </p>
      <FormError message={error} />
    </div>
  );
}

/**
 * A picture field for the owner's forms (a product, a post's featured image): a photo from the
 * phone (PhotoPicker), whose address becomes the value, or an address typed in (a seeded
 * `/images/…` picture, a web address).
 */
export function PhotoField({
  label,
  value,
  onChange,
  onBusyChange,
}: {
  label: string;
  value: string;
  onChange: (src: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset className="photo-field">
      <legend>{label}</legend>
      <div className="photo-field-row">
        {value ? (
          <img className="photo-field-preview" src={thumbnailOf(value)} alt="" width={72} height={72} />
        ) : (
          <span className="photo-field-preview photo-field-empty" aria-hidden="true" />
        )}
        <PhotoPicker
          label={value ? M.changePhoto : M.choosePhoto}
          onUploaded={(photo) => onChange(photo.src)}
          onBusyChange={onBusyChange}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-address`}>{M.orTypeAddress}</label>
        <input
          id={`${id}-address`}
          className="field-input"
          inputMode="url"
          autoCapitalize="none"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
