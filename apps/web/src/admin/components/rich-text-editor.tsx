import { Box, Flex, Separator, Button } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  TextQuote,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  Undo2,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';

export interface RichTextEditorProps {
  /** HTML */
  value: string;
  onChange: (html: string) => void;
  /** the accessible name of the editing area (the visible label's text) */
  label: string;
  id?: string;
  invalid?: boolean;
  onBlur?: () => void;
}

/** what an empty editor gives back: stored as '' rather than an empty paragraph */
export function normaliseEditorHtml(html: string): string {
  return html === '<p></p>' ? '' : html;
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={label}
      disabled={disabled}
      // keep the selection in the editor: a mousedown on the button would move focus away first
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (leave empty to remove the link)', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Flex
      role="toolbar"
      aria-label="Formatting"
      gap="1"
      wrap="wrap"
      p="1"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.subtle"
    >
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic />
      </ToolButton>
      <ToolButton label="Strikethrough" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <Strikethrough />
      </ToolButton>
      <Separator orientation="vertical" h="6" alignSelf="center" />
      <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Heading2 />
      </ToolButton>
      <ToolButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Heading3 />
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered />
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <TextQuote />
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        <Link2 />
      </ToolButton>
      <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
        <RemoveFormatting />
      </ToolButton>
      <Separator orientation="vertical" h="6" alignSelf="center" />
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 />
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 />
      </ToolButton>
    </Flex>
  );
}

/**
 * Rich text with tiptap (StarterKit: paragraphs, headings, lists, quotes, bold/italic/strike, links,
 * undo). Gives HTML; the server sanitises it on save and on read.
 */
export function RichTextEditor({ value, onChange, label, id, invalid, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(normaliseEditorHtml(e.getHTML())),
    onBlur: () => onBlur?.(),
  });

  // a value set from outside (the saved product arrived, the form was reset) replaces the content.
  // useEditor destroys the editor it made first when the screen mounts late (a busy machine) and makes
  // another; this effect may still see the destroyed one, whose content can no longer be read: the next
  // render brings the new editor.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (normaliseEditorHtml(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      className="admin-rich-text"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      bg="bg.panel"
      _focusWithin={{ borderColor: 'brand.500' }}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </Box>
  );
}
