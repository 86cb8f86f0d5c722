// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BACK_OFFICE_MESSAGES as M } from '@/words/messages';
import { PostBodyEditor } from './post-body-editor';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The editor as the blog editor shows it, with its label; answers the changes it reported. */
function renderEditor(initialHtml = '', extra: Partial<Parameters<typeof PostBodyEditor>[0]> = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const onLoad = vi.fn<(html: string) => void>();
  render(
    <>
      <span id="body-label">{M.postContent}</span>
      <PostBodyEditor
        initialHtml={initialHtml}
        lang="en"
        language={M.english}
        labelId="body-label"
        onChange={onChange}
        onLoad={onLoad}
        {...extra}
      />
    </>,
  );
  const lastHtml = () => onChange.mock.calls.at(-1)?.[0];
  return { onChange, onLoad, lastHtml };
}

const button = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => button(name).getAttribute('aria-pressed');

describe('the post body editor', () => {
  it('is a labelled writing area with a toolbar of labelled buttons', () => {
    renderEditor('<p>Hello</p>');
    const body = screen.getByRole('textbox', { name: M.postContent });
    expect(body.getAttribute('lang')).toBe('en');
    expect(body.getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: M.formatting(M.english) });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      M.paragraph,
      M.heading,
      M.subheading,
      M.bulletList,
      M.numberedList,
      M.bold,
      M.italic,
      M.link,
      M.insertPicture,
      M.undo,
      M.redo,
    ]);
    // Nothing to undo yet.
    expect((button(M.undo) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports the body it opened, as it writes it', async () => {
    const { onLoad, onChange } = renderEditor('<p>One</p>\n<ul>\n<li>Two</li>\n</ul>');
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith('<p>One</p><ul><li>Two</li></ul>'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns the paragraph at the cursor into a heading, a subheading and back, saying which is on', async () => {
    const { lastHtml } = renderEditor('<p>Sowing</p>');
    expect(pressed(M.paragraph)).toBe('true');
    fireEvent.click(button(M.heading));
    expect(lastHtml()).toBe('<h2>Sowing</h2>');
    await waitFor(() => expect(pressed(M.heading)).toBe('true'));
    expect(pressed(M.paragraph)).toBe('false');
    fireEvent.click(button(M.undo));
    expect(lastHtml()).toBe('<p>Sowing</p>');
    fireEvent.click(button(M.redo));
    expect(lastHtml()).toBe('<h2>Sowing</h2>');
    fireEvent.click(button(M.subheading));
    expect(lastHtml()).toBe('<h3>Sowing</h3>');
    fireEvent.click(button(M.paragraph));
    expect(lastHtml()).toBe('<p>Sowing</p>');
  });

  it('makes bulleted and numbered lists', async () => {
    const { lastHtml } = renderEditor('<p>Cane</p>');
    fireEvent.click(button(M.bulletList));
    expect(lastHtml()).toBe('<ul><li>Cane</li></ul>');
    await waitFor(() => expect(pressed(M.bulletList)).toBe('true'));
    fireEvent.click(button(M.numberedList));
    expect(lastHtml()).toBe('<ol><li>Cane</li></ol>');
    await waitFor(() => expect(pressed(M.numberedList)).toBe('true'));
    expect(pressed(M.bulletList)).toBe('false');
  });

  it('adds a link from its own field, and refuses an address a post may not link to', async () => {
    const { lastHtml } = renderEditor('<p>Visit </p>');
    fireEvent.click(button(M.link));
    expect(button(M.link).getAttribute('aria-expanded')).toBe('true');
    const address = await screen.findByLabelText(M.linkAddress);
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(M.linkInvalid);
    expect(address.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(address, { target: { value: 'www.karadorganic.in' } });
    fireEvent.click(button(M.addLink));
    expect(lastHtml()).toContain('<a href="https://www.karadorganic.in">www.karadorganic.in</a>');
    expect(screen.queryByLabelText(M.linkAddress)).toBeNull();
  });

  it('inserts a picture by its address, and through a tool beside it (a photo upload)', async () => {
    const { lastHtml } = renderEditor('<p>Before</p>', {
      pictureTools: (insert) => (
        <button type="button" onClick={() => insert('/images/uploads/gul.webp', 'Gul')}>
          Upload
        </button>
      ),
    });
    fireEvent.click(button(M.insertPicture));
    const address = await screen.findByLabelText(M.pictureAddress);
    fireEvent.change(address, { target: { value: 'http://example.com/a.jpg' } });
    fireEvent.click(button(M.insert));
    expect(screen.getByRole('alert').textContent).toBe(M.pictureInvalid);

    fireEvent.change(address, { target: { value: '/images/blog/jaggery.jpg' } });
    fireEvent.change(screen.getByLabelText(M.pictureAlt), { target: { value: 'Jaggery cubes' } });
    fireEvent.click(button(M.insert));
    expect(lastHtml()).toContain('<img src="/images/blog/jaggery.jpg" alt="Jaggery cubes">');

    fireEvent.click(button(M.insertPicture));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(lastHtml()).toContain('<img src="/images/uploads/gul.webp" alt="Gul">');
  });

  it('takes Enter and Escape in its fields for itself, so the post’s form is not sent', async () => {
    renderEditor('<p>x</p>');
    fireEvent.click(button(M.link));
    const address = await screen.findByLabelText(M.linkAddress);
    // fireEvent answers false when the page prevented the key's default (sending the form).
    expect(fireEvent.keyDown(address, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(address, { key: 'Escape' })).toBe(false);
    expect(screen.queryByLabelText(M.linkAddress)).toBeNull();
  });
});
