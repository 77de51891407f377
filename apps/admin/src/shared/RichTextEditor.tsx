import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Ref, useEffect, useId, useImperativeHandle } from 'react';
import './rich-text-editor.css';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Lets a form move focus here, e.g. react-hook-form to the first field with an error. */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * Rich text with TipTap (ProseMirror): headings, bold, italic, lists and links, as HTML. The server
 * sanitises whatever arrives, so the editor's output is never trusted as is.
 */
export function RichTextEditor({ label, value, onChange, error, ref }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false, horizontalRule: false })],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-editor__content',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);
  // A new value from outside (another bonus opened) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (name: string, text: string, run: () => void, active: boolean) => (
    <button type="button" aria-pressed={active} title={name} aria-label={name} onClick={run} disabled={!editor}>
      {text}
    </button>
  );
  return (
    <div className="ui-field rich-editor">
      <span id={labelId}>{label}</span>
      <div className="rich-editor__toolbar" role="toolbar" aria-label={`Formátování: ${label}`}>
        {editor && (
          <>
            {button('Tučně', 'B', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
            {button('Kurzíva', 'I', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
            {button('Nadpis', 'H', () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading'))}
            {button('Odrážky', '•', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
            {button('Číslovaný seznam', '1.', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
          </>
        )}
      </div>
      <EditorContent editor={editor} />
      {error && (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
