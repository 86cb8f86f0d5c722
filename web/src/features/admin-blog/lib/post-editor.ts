import { Extension, Mark, Node, type Attribute, type Editor, type Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { BLOG_HTML_POLICY } from '@contract/blog-html';
import { tidyPostHtml } from './post-html';

/*
 * What the post editor's document may hold: everything BLOG_HTML_POLICY lets a post contain, so a
 * post written as HTML before the editor existed opens without losing any of it. The toolbar
 * offers the everyday part (paragraphs, two heading levels, bold, italic, lists, links, pictures);
 * the rest (tables, quotes, definition lists, figures, abbreviations…) is kept as it came and can
 * still be typed into. The schema ends where the policy does: no attribute the sanitiser would
 * strip is ever written (a link has no target or rel, a picture no data: address).
 */

/** An HTML attribute kept as text: read as written, written only when present. */
const textAttribute = (name: string): Attribute => ({
  default: null,
  parseHTML: (element) => element.getAttribute(name),
  renderHTML: (attributes) => (attributes[name] ? { [name]: attributes[name] as string } : {}),
});

/** A whole-number attribute written only when it is not 1 (colspan, rowspan). */
const spanAttribute = (name: string): Attribute => ({
  default: 1,
  parseHTML: (element) => Number.parseInt(element.getAttribute(name) ?? '1', 10) || 1,
  renderHTML: (attributes) => (attributes[name] !== 1 ? { [name]: String(attributes[name]) } : {}),
});

/** An inline element the toolbar does not offer, kept with its attributes (abbr, kbd, sub…). */
function inlineMark(tag: string, attributes: string[] = [], selector = tag, priority?: number) {
  return Mark.create({
    name: `html_${tag}`,
    addAttributes: () => Object.fromEntries(attributes.map((name) => [name, textAttribute(name)])),
    parseHTML: () => [{ tag: selector, ...(priority ? { priority } : {}) }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

const INLINE_MARKS = [
  inlineMark('abbr'),
  inlineMark('cite'),
  inlineMark('kbd'),
  inlineMark('mark'),
  inlineMark('q', ['cite']),
  inlineMark('small'),
  inlineMark('sub'),
  inlineMark('sup'),
  inlineMark('ins', ['cite', 'datetime']),
  // Ahead of the strike mark's own rule for <del>, which would turn it into <s> and drop its date.
  inlineMark('del', ['cite', 'datetime'], 'del', 60),
  // A span means something only with a language or a direction (an English word in Marathi).
  inlineMark('span', [], 'span[lang], span[dir]'),
];

/** A block element that holds other blocks or a line of text. */
function blockNode(name: string, tag: string, content: string, group?: string) {
  return Node.create({
    name,
    group,
    content,
    defining: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

/** Tables are kept, caption and head/body/foot included; a cell is edited like any other text. */
const TABLE_NODES = [
  blockNode('table', 'table', 'tableCaption? tableSection+', 'block').extend({
    isolating: true,
  }),
  blockNode('tableCaption', 'caption', 'inline*'),
  Node.create({
    name: 'tableSection',
    content: 'tableRow+',
    addAttributes: () => ({ section: { default: 'tbody', rendered: false } }),
    parseHTML: () => ['thead', 'tbody', 'tfoot'].map((tag) => ({ tag, attrs: { section: tag } })),
    renderHTML: ({ node, HTMLAttributes }) => [node.attrs['section'] as string, HTMLAttributes, 0],
  }),
  blockNode('tableRow', 'tr', '(tableHeader | tableCell)+'),
  ...(['td', 'th'] as const).map((tag) =>
    Node.create({
      name: tag === 'td' ? 'tableCell' : 'tableHeader',
      content: 'block+',
      isolating: true,
      addAttributes: () => ({
        colspan: spanAttribute('colspan'),
        rowspan: spanAttribute('rowspan'),
        ...(tag === 'th' ? { scope: textAttribute('scope') } : {}),
      }),
      parseHTML: () => [{ tag }],
      renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
    }),
  ),
];

const OTHER_BLOCKS = [
  blockNode('descriptionList', 'dl', '(descriptionTerm | descriptionDetails)+', 'block'),
  blockNode('descriptionTerm', 'dt', 'inline*'),
  blockNode('descriptionDetails', 'dd', 'block+'),
  blockNode('figure', 'figure', '(block | figcaption)+', 'block'),
  blockNode('figcaption', 'figcaption', 'inline*'),
];

/**
 * A picture, always a block of its own. A link around it (`<a href><img></a>`) is kept as the
 * picture's own `href`, since a block cannot carry the link of the text around it.
 */
const Picture = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      loading: textAttribute('loading'),
      href: {
        default: null,
        parseHTML: (element) => element.closest('a[href]')?.getAttribute('href') ?? null,
        renderHTML: () => ({}),
      },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const img: [string, Record<string, unknown>] = ['img', HTMLAttributes];
    const href = node.attrs['href'] as string | null;
    return href ? ['a', { href }, img] : img;
  },
}).configure({ inline: false, allowBase64: false });

/** Each type's name, for the attributes every element may carry. */
const TEXT_TYPES = [
  'paragraph',
  'heading',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'codeBlock',
  'horizontalRule',
  'bold',
  'italic',
  'strike',
  'underline',
  'code',
  ...INLINE_MARKS.map((mark) => mark.name),
  ...TABLE_NODES.map((node) => node.name),
  ...OTHER_BLOCKS.map((node) => node.name),
];

/** lang, dir and title on any element; the few attributes only some take (cite, reversed). */
const PolicyAttributes = Extension.create({
  name: 'policyAttributes',
  addGlobalAttributes: () => [
    {
      types: [...TEXT_TYPES, 'image', 'link'],
      attributes: { lang: textAttribute('lang'), dir: textAttribute('dir') },
    },
    { types: TEXT_TYPES, attributes: { title: textAttribute('title') } },
    { types: ['blockquote'], attributes: { cite: textAttribute('cite') } },
    {
      types: ['orderedList'],
      attributes: {
        reversed: {
          default: false,
          parseHTML: (element) => element.hasAttribute('reversed'),
          renderHTML: (attributes) => (attributes['reversed'] ? { reversed: '' } : {}),
        },
      },
    },
  ],
});

/** The post editor's extensions: the document model above, with the policy's link rule. */
export function postExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
        // The sanitiser's own rule, so a link the editor keeps is one the post keeps.
        isAllowedUri: (url) => BLOG_HTML_POLICY.ALLOWED_URI_REGEXP.test(url),
      },
    }),
    Picture,
    ...INLINE_MARKS,
    ...TABLE_NODES,
    ...OTHER_BLOCKS,
    PolicyAttributes,
  ];
}

/** The post's HTML as it is stored: empty when the owner has written nothing. */
export function postHtmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : tidyPostHtml(editor.getHTML());
}

/**
 * Puts a picture where the cursor is. "Insert picture" calls it with the address the owner
 * typed; a photo upload calls it with the uploaded photo's address.
 */
export function insertPicture(editor: Editor, src: string, alt = ''): boolean {
  return editor
    .chain()
    .focus()
    .setImage({ src, alt: alt.trim() || undefined })
    .run();
}
