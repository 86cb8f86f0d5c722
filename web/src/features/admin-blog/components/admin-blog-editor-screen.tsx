import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BlogPostInputSchema, type BlogPost } from '@contract/content';
import { BACK_OFFICE_MESSAGES as M, BLOG_MESSAGES, PHOTO_MESSAGES } from '@/words/messages';
import { PhotoField, PhotoPicker } from '@/components/ui/photo-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/feedback-fields';
import { Loaded } from '@/components/ui/page-states';
import { notify } from '@/platform/notify';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import type { Pending } from '@/platform/route-data';
import { createPost, updatePost } from '../api/admin-blog-api';
import {
  EMPTY_POST,
  formFromPost,
  inputFromForm,
  marathiSlugFrom,
  postFormChanged,
  slugify,
  type LanguageFields,
  type PostForm,
} from '../lib/post-form';
import { useLeaveGuard } from '../lib/use-leave-guard';
import './admin-blog.css';
import { issueWords } from '@/platform/api-words';

// The editor library is the largest part of the back office: it loads when a post is opened, so
// neither the shop nor the rest of the back office waits for it.
const PostBodyEditor = lazy(() =>
  import('./post-body-editor').then((module) => ({ default: module.PostBodyEditor })),
);

/**
 * Write a new post (no post) or edit the post the route read by its English or Marathi slug.
 */
export function AdminBlogEditorScreen({ post }: { post: Pending<BlogPost | null> }) {
  return (
    <Loaded
      answer={post}
      as="part"
      loading={
        <p className="loading-text" role="status">
          {M.loadingPosts}
        </p>
      }
      failed={{ title: M.editPost, fallback: BLOG_MESSAGES.postNotFound }}
    >
      {(loaded) => <Editor key={loaded?._id ?? 'new'} post={loaded} />}
    </Loaded>
  );
}

function Editor({ post }: { post: BlogPost | null }) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  // What the post holds on the server (as loaded, then as saved): leaving with anything else asks.
  const [saved, setSaved] = useState<PostForm>(() => (post ? formFromPost(post) : EMPTY_POST));
  const [form, setForm] = useState<PostForm>(saved);
  const { blocker, release } = useLeaveGuard(postFormChanged(saved, form));
  // A new post's English slug follows its title until the owner types a slug of their own; an
  // existing post keeps its address.
  const [enSlugTyped, setEnSlugTyped] = useState(post !== null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  // Photos being made web-sized and sent (the featured image, pictures in either body): the post
  // waits for them before it is saved.
  const [photosBusy, setPhotosBusy] = useState(0);
  const onPhotoBusy = (busy: boolean) => setPhotosBusy((n) => n + (busy ? 1 : -1));
  const id = useId();

  const setLanguage = (lang: 'en' | 'mr', change: Partial<LanguageFields>) =>
    setForm((f) => ({ ...f, [lang]: { ...f[lang], ...change } }));
  // The editor writes a body it opens in its own way (no line breaks between blocks, <b> as
  // <strong>…): that is the body as loaded, so opening a post is not a change to it.
  const bodyLoaded = (lang: 'en' | 'mr', content: string) => {
    const withBody = (f: PostForm) =>
      f[lang].content === content ? f : { ...f, [lang]: { ...f[lang], content } };
    setSaved(withBody);
    setForm(withBody);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputFromForm(form);
    const parsed = BlogPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(issueWords(parsed.error.issues[0], M.postSaveFailed));
      return;
    }
    setError('');
    setSaving(true);
    try {
      if (post) await updatePost(post._id, input);
      else await createPost(input);
      release();
      notify.success(M.postSaved, 'post-saved');
      navigate('/admin/blog');
    } catch (caught) {
      if (!handleError(caught, M.postSaveFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.postSaveFailed);
      setSaving(false);
    }
  };

  return (
    <>
      <form className="admin-editor" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          <Link to="/admin/blog" className="admin-back">
            {M.backToPosts}
          </Link>
        </p>
        <h2>{post ? M.editPost : M.newPost}</h2>
        <div className="admin-editor-common">
          <div className="form-field">
            <label htmlFor={`${id}-author`}>{M.author}</label>
            <input
              id={`${id}-author`}
              className="field-input"
              value={form.author}
              autoComplete="name"
              onChange={(e) => setForm((f) => ({ ...f, author: e.target.value }))}
            />
          </div>
          <PhotoField
            label={M.featuredImage}
            value={form.featuredImage}
            onChange={(featuredImage) => setForm((f) => ({ ...f, featuredImage }))}
            onBusyChange={onPhotoBusy}
          />
          <div className="form-field">
            <label htmlFor={`${id}-tags`}>{M.tags}</label>
            <input
              id={`${id}-tags`}
              className="field-input"
              value={form.tags}
              onChange={(e) => setForm((f) => ({ ...f, tags: e.target.value }))}
            />
          </div>
        </div>

        <div className="admin-editor-languages">
          <LanguageBlock
            lang="en"
            legend={M.english}
            fields={form.en}
            onChange={(change) => {
              if (change.title !== undefined && !enSlugTyped)
                change = { ...change, slug: slugify(change.title) };
              if (change.slug !== undefined && change.title === undefined) setEnSlugTyped(true);
              setLanguage('en', change);
            }}
            onBodyLoad={(content) => bodyLoaded('en', content)}
            onPhotoBusy={onPhotoBusy}
          />
          <LanguageBlock
            lang="mr"
            legend={M.marathi}
            fields={form.mr}
            onChange={(change) => setLanguage('mr', change)}
            onBodyLoad={(content) => bodyLoaded('mr', content)}
            onPhotoBusy={onPhotoBusy}
            suggestion={marathiSlugFrom(form.en.title)}
          />
        </div>

        <FormError message={error} />
        <div className="admin-editor-actions">
          <Link to="/admin/blog" className="btn btn-secondary">
            {M.cancel}
          </Link>
          <button type="submit" className="btn" disabled={saving || photosBusy > 0}>
            {saving ? M.publishing : post ? M.saveChanges : M.publish}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={M.leaveTitle}
        confirmLabel={M.leave}
        cancelLabel={M.stay}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>{M.leaveText}</p>
      </ConfirmDialog>
    </>
  );
}

function LanguageBlock({
  lang,
  legend,
  fields,
  onChange,
  onBodyLoad,
  onPhotoBusy,
  suggestion,
}: {
  lang: 'en' | 'mr';
  legend: string;
  fields: LanguageFields;
  onChange: (change: Partial<LanguageFields>) => void;
  /** The body as the editor writes it, once it has opened it. */
  onBodyLoad: (content: string) => void;
  onPhotoBusy: (busy: boolean) => void;
  /** A slug to offer for this language (Marathi: from the English title). */
  suggestion?: string;
}) {
  const id = useId();
  return (
    <fieldset className="admin-editor-language" data-testid={`editor-${lang}`}>
      <legend>{legend}</legend>
      <div className="form-field">
        <label htmlFor={`${id}-title`}>{M.postTitle}</label>
        <input
          id={`${id}-title`}
          className="field-input"
          lang={lang}
          value={fields.title}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-slug`}>{M.postSlug}</label>
        <input
          id={`${id}-slug`}
          className="field-input"
          value={fields.slug}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${id}-slug-hint`}
          onChange={(e) => onChange({ slug: e.target.value })}
        />
        <p id={`${id}-slug-hint`} className="admin-hint">
          {M.slugHint}
        </p>
        {suggestion && suggestion !== fields.slug && (
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => onChange({ slug: suggestion })}
          >
            {M.suggestSlug}: {suggestion}
          </button>
        )}
      </div>
      <div className="form-field">
        {/* The writing area is not a form control, so its name comes by aria-labelledby. */}
        <span id={`${id}-content`} className="admin-editor-label">
          {M.postContent}
        </span>
        <Suspense
          fallback={
            <p className="post-body-loading" role="status">
              {M.loadingEditor}
            </p>
          }
        >
          <PostBodyEditor
            initialHtml={fields.content}
            lang={lang}
            language={legend}
            labelId={`${id}-content`}
            onChange={(content) => onChange({ content })}
            onLoad={onBodyLoad}
            pictureTools={(insert) => (
              <PhotoPicker
                label={PHOTO_MESSAGES.choosePhoto}
                onUploaded={(photo) => insert(photo.src)}
                onBusyChange={onPhotoBusy}
              />
            )}
          />
        </Suspense>
      </div>
    </fieldset>
  );
}
