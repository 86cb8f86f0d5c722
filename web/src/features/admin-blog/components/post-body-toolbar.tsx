import { useId, useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { LinkPanel, PicturePanel } from './post-body-panels';

type Panel = 'link' | 'picture' | null;

/**
 * The writing tools above a post's body: buttons for the block (plain text, heading,
 * subheading, lists), bold and italic, a link and a picture, undo and redo. A button that
 * toggles says whether it is on (aria-pressed). Link and picture open a small field under the
 * toolbar, never the browser's prompt.
 */
export function PostBodyToolbar({
  editor,
  language,
  onInsertPicture,
  pictureTools,
}: {
  editor: Editor;
  language: string;
  onInsertPicture: (src: string, alt?: string) => void;
  pictureTools?: (insert: (src: string, alt?: string) => void) => ReactNode;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const panelId = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      paragraph:
        e.isActive('paragraph') &&
        !e.isActive('bulletList') &&
        !e.isActive('orderedList') &&
        !e.isActive('blockquote'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      href: (e.getAttributes('link')['href'] as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (which: Exclude<Panel, null>) => setPanel((open) => (open === which ? null : which));
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className="post-body-tools">
      <div className="post-body-toolbar" role="toolbar" aria-label={M.formatting(language)}>
        <div className="post-body-group">
          <ToolButton
            label={M.paragraph}
            pressed={state.paragraph}
            onClick={() => chain().clearNodes().run()}
          >
            <span className="post-body-glyph">¶</span>
          </ToolButton>
          <ToolButton
            label={M.heading}
            pressed={state.heading}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <span className="post-body-glyph">H2</span>
          </ToolButton>
          <ToolButton
            label={M.subheading}
            pressed={state.subheading}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <span className="post-body-glyph post-body-glyph-small">H3</span>
          </ToolButton>
          <ToolButton
            label={M.bulletList}
            pressed={state.bulletList}
            onClick={() => chain().toggleBulletList().run()}
          >
            <BulletListIcon />
          </ToolButton>
          <ToolButton
            label={M.numberedList}
            pressed={state.orderedList}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <NumberedListIcon />
          </ToolButton>
        </div>
        <div className="post-body-group">
          <ToolButton label={M.bold} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <strong className="post-body-glyph">B</strong>
          </ToolButton>
          <ToolButton label={M.italic} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <em className="post-body-glyph post-body-glyph-italic">I</em>
          </ToolButton>
          <ToolButton
            label={M.link}
            pressed={state.link}
            expanded={panel === 'link'}
            controls={panelId}
            onClick={() => toggle('link')}
          >
            <LinkIcon />
          </ToolButton>
          <ToolButton
            label={M.insertPicture}
            expanded={panel === 'picture'}
            controls={panelId}
            onClick={() => toggle('picture')}
          >
            <PictureIcon />
          </ToolButton>
          <ToolButton label={M.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
            <UndoIcon />
          </ToolButton>
          <ToolButton label={M.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
            <RedoIcon />
          </ToolButton>
        </div>
      </div>
      <div id={panelId}>
        {panel === 'link' && (
          <LinkPanel
            key={state.href}
            href={state.href}
            onApply={(href, typed) => {
              const { empty } = editor.state.selection;
              if (state.link) chain().extendMarkRange('link').setLink({ href }).run();
              // With no words selected, the address as typed becomes the linked words.
              else if (empty)
                chain()
                  .insertContent({ type: 'text', text: typed, marks: [{ type: 'link', attrs: { href } }] })
                  .run();
              else chain().setLink({ href }).run();
              setPanel(null);
            }}
            onRemove={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setPanel(null);
            }}
            onCancel={close}
          />
        )}
        {panel === 'picture' && (
          <PicturePanel
            onInsert={(src, alt) => {
              onInsertPicture(src, alt);
              setPanel(null);
            }}
            onCancel={close}
            pictureTools={pictureTools}
          />
        )}
      </div>
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  expanded,
  controls,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="post-body-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={expanded === undefined ? undefined : controls}
      disabled={disabled}
      // Keeps the cursor (and a phone's keyboard) in the text while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
const BulletListIcon = () => (
  <ToolIcon>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" fill="currentColor" />
    <circle cx="4.5" cy="12" r="1" fill="currentColor" />
    <circle cx="4.5" cy="18" r="1" fill="currentColor" />
  </ToolIcon>
);
const NumberedListIcon = () => (
  <ToolIcon>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 4v4M4 14h3l-3 4h3" strokeWidth={1.8} />
  </ToolIcon>
);
const LinkIcon = () => (
  <ToolIcon>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </ToolIcon>
);
const PictureIcon = () => (
  <ToolIcon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </ToolIcon>
);
const UndoIcon = () => (
  <ToolIcon>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </ToolIcon>
);
const RedoIcon = () => (
  <ToolIcon>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </ToolIcon>
);
