import { useMemo, useState, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { insertPicture, postExtensions, postHtmlOf } from '../lib/post-editor';
import { PostBodyToolbar } from './post-body-toolbar';
// The writing area looks as the post will: the blog's own text styles.
import '@/components/ui/post-content.css';
import './post-body-editor.css';

export interface PostBodyEditorProps {
  /** The body the editor opens with. Read once: from then on the editor holds the text. */
  initialHtml: string;
  lang: 'en' | 'mr';
  /** The language's name, for the toolbar's label ("Formatting: English"). */
  language: string;
  /** The id of the visible label that names the writing area. */
  labelId: string;
  /** Every change, as the HTML the post stores ('' when empty). */
  onChange: (html: string) => void;
  /**
   * The opening body as the editor writes it (line breaks between blocks dropped, `<b>` as
   * `<strong>`…), once it has read it: what "unchanged" means from then on.
   */
  onLoad?: (html: string) => void;
  /**
   * More ways to get a picture, shown beside "Insert picture"'s address field (a photo upload):
   * each calls `insert` with the picture's address and description.
   */
  pictureTools?: (insert: (src: string, alt?: string) => void) => ReactNode;
}

/**
 * A post's body, written as text with a toolbar (paragraphs, headings, lists, links, pictures)
 * rather than typed as HTML. This module and the editor library load only when the back office
 * opens the blog editor (React.lazy in admin-blog-editor-screen.tsx).
 */
export function PostBodyEditor({
  initialHtml,
  lang,
  language,
  labelId,
  onChange,
  onLoad,
  pictureTools,
}: PostBodyEditorProps) {
  const [extensions] = useState(postExtensions);
  const [content] = useState(initialHtml);
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'prose post-body-surface',
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    }),
    [lang, labelId],
  );
  const editor = useEditor({
    extensions,
    content,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: created }) => onLoad?.(postHtmlOf(created)),
    onUpdate: ({ editor: changed }) => onChange(postHtmlOf(changed)),
  });

  return (
    <div className="post-body-editor">
      <PostBodyToolbar
        editor={editor}
        language={language}
        onInsertPicture={(src, alt) => insertPicture(editor, src, alt)}
        pictureTools={pictureTools}
      />
      <EditorContent editor={editor} className="post-body-content" />
    </div>
  );
}
