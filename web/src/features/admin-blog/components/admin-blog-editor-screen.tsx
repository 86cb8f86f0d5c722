import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BlogPostInputSchema, type BlogPost } from '@contract/content';
import { BACK_OFFICE_MESSAGES as M, BLOG_MESSAGES } from '@contract/messages';
import { PageLoadFailed } from '@/components/ui/page-states';
import { PostContent } from '@/components/ui/post-content';
import { notify } from '@/platform/notify';
import { sanitizePostHtml } from '@/shop/sanitize-post-html';
import { useApiErrorHandler } from '@/shop/use-api-error-handler';
import { useRequest } from '@/platform/use-request';
import { createPost, getPost, updatePost } from '../api/admin-blog-api';
import {
  EMPTY_POST,
  formFromPost,
  inputFromForm,
  marathiSlugFrom,
  slugify,
  type LanguageFields,
  type PostForm,
} from '../lib/post-form';
import './admin-blog.css';

/** Write a new post (no slug) or edit the post with this English or Marathi slug. */
export function AdminBlogEditorScreen({ slug }: { slug?: string }) {
  const request = useRequest(`admin-post:${slug ?? ''}`, (signal) =>
    slug ? getPost(slug, signal) : Promise.resolve(null),
  );
  if (request.status === 'loading') {
    return (
      <p className="loading-text" role="status">
        {M.loadingPosts}
      </p>
    );
  }
  if (request.status === 'error') {
    return (
      <PageLoadFailed
        title={M.editPost}
        message={request.error.message || BLOG_MESSAGES.postNotFound}
        onRetry={request.retry}
      />
    );
  }
  return <Editor key={request.data?._id ?? 'new'} post={request.data} />;
}

function Editor({ post }: { post: BlogPost | null }) {
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [form, setForm] = useState<PostForm>(post ? formFromPost(post) : EMPTY_POST);
  // A new post's English slug follows its title until the owner types a slug of their own; an
  // existing post keeps its address.
  const [enSlugTyped, setEnSlugTyped] = useState(post !== null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const id = useId();

  const setLanguage = (lang: 'en' | 'mr', change: Partial<LanguageFields>) =>
    setForm((f) => ({ ...f, [lang]: { ...f[lang], ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputFromForm(form);
    const parsed = BlogPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.postSaveFailed);
      return;
    }
    setError('');
    setSaving(true);
    try {
      if (post) await updatePost(post._id, input);
      else await createPost(input);
      notify.success(M.postSaved, 'post-saved');
      navigate('/admin/blog');
    } catch (caught) {
      if (!handleError(caught, M.postSaveFailed))
        setError(caught instanceof Error && caught.message ? caught.message : M.postSaveFailed);
      setSaving(false);
    }
  };

  return (
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
        <div className="form-field">
          <label htmlFor={`${id}-image`}>{M.featuredImage}</label>
          <input
            id={`${id}-image`}
            className="field-input"
            value={form.featuredImage}
            inputMode="url"
            onChange={(e) => setForm((f) => ({ ...f, featuredImage: e.target.value }))}
          />
        </div>
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
        />
        <LanguageBlock
          lang="mr"
          legend={M.marathi}
          fields={form.mr}
          onChange={(change) => setLanguage('mr', change)}
          suggestion={marathiSlugFrom(form.en.title)}
        />
      </div>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-editor-actions">
        <Link to="/admin/blog" className="btn btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? M.publishing : post ? M.saveChanges : M.publish}
        </button>
      </div>
    </form>
  );
}

function LanguageBlock({
  lang,
  legend,
  fields,
  onChange,
  suggestion,
}: {
  lang: 'en' | 'mr';
  legend: string;
  fields: LanguageFields;
  onChange: (change: Partial<LanguageFields>) => void;
  /** A slug to offer for this language (Marathi: from the English title). */
  suggestion?: string;
}) {
  const id = useId();
  // The draft is not saved yet: sanitised here, with the list the API applies when it is.
  const preview = useMemo(() => sanitizePostHtml(fields.content), [fields.content]);
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
        <label htmlFor={`${id}-content`}>{M.postContent}</label>
        <textarea
          id={`${id}-content`}
          className="field-input admin-editor-content"
          lang={lang}
          rows={10}
          value={fields.content}
          onChange={(e) => onChange({ content: e.target.value })}
        />
      </div>
      <section className="admin-preview" aria-label={`${M.preview}: ${legend}`}>
        <h3>{M.preview}</h3>
        {fields.title && (
          <p className="admin-preview-title" lang={lang}>
            {fields.title}
          </p>
        )}
        <PostContent html={preview} lang={lang} testId={`preview-${lang}`} />
      </section>
    </fieldset>
  );
}
