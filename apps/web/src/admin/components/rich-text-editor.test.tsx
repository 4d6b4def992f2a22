import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAdminSystem } from '../app/admin-theme';

// useEditor hands over an editor it has destroyed already: it does so when the screen mounts late
// (its first editor is destroyed a tick after it was made, and a new one follows on the next render)
const destroyed = {
  isDestroyed: true,
  isFocused: false,
  getHTML: () => {
    throw new TypeError("Cannot read properties of null (reading 'cached')");
  },
  commands: { setContent: vi.fn() },
};
vi.mock('@tiptap/react', () => ({
  useEditor: () => destroyed,
  useEditorState: () => ({}),
  EditorContent: () => <div data-testid="editor-content" />,
}));

const { RichTextEditor } = await import('./rich-text-editor');

describe('RichTextEditor', () => {
  it('does not read a destroyed editor (the console screen would fail)', () => {
    render(
      <ChakraProvider value={getAdminSystem()}>
        <RichTextEditor label="Description" value="<p>Hello</p>" onChange={() => {}} />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('editor-content')).toBeInTheDocument();
    expect(destroyed.commands.setContent).not.toHaveBeenCalled();
  });
});
