import { labelOf, TEXT_OR_LINK_WIDGET } from '../editorFields';
import { decap, plain, type WidgetProps } from './decap';

/**
 * The lines of a section of the welcome e-mail, each plain text or a text with the address it
 * links to (the schema's `(string | { text, href })[]`). A line without an address is saved as
 * plain text. Decap's own lists hold either texts or objects, not both.
 */
interface Line {
  text: string;
  href: string;
}

function lineOf(value: unknown): Line {
  if (typeof value === 'string') return { text: value, href: '' };
  if (value !== null && typeof value === 'object') {
    const { text, href } = value as Partial<Record<keyof Line, unknown>>;
    return {
      text: typeof text === 'string' ? text : '',
      href: typeof href === 'string' ? href : '',
    };
  }
  return { text: '', href: '' };
}

const linesOf = (value: unknown): Line[] => {
  const list = plain(value);
  return Array.isArray(list) ? list.map(lineOf) : [];
};

const saved = (lines: readonly Line[]) =>
  lines.map((line) => (line.href.trim() === '' ? line.text : { ...line }));

export function registerTextOrLinkWidget(): void {
  const { cms, h, createClass } = decap();
  const control = createClass<WidgetProps>({
    render() {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props;
      const lines = linesOf(value);
      const save = (next: Line[]) => onChange(saved(next));
      const input = (index: number, key: keyof Line) =>
        h('label', { key, style: { display: 'block', marginBottom: '0.5em' } }, [
          h('span', { key: 'label', style: { fontSize: '0.8em' } }, labelOf(key)),
          h(key === 'text' ? 'textarea' : 'input', {
            key: 'input',
            id: index === 0 && key === 'text' ? forID : undefined,
            className: classNameWrapper,
            value: lines[index]?.[key] ?? '',
            rows: key === 'text' ? 2 : undefined,
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
            onChange: (event: { target: { value: string } }) =>
              save(
                lines.map((line, at) =>
                  at === index ? { ...line, [key]: event.target.value } : line,
                ),
              ),
          }),
        ]);
      const button = (key: string, label: string, onClick: () => void) =>
        h('button', { key, type: 'button', 'aria-label': label, title: label, onClick }, label);
      return h('div', null, [
        ...lines.map((_line, index) =>
          h('fieldset', { key: index, style: { border: 0, padding: 0, margin: '0 0 1em' } }, [
            input(index, 'text'),
            input(index, 'href'),
            button('remove', '−', () => save(lines.filter((_other, at) => at !== index))),
          ]),
        ),
        button('add', '+', () => save([...lines, { text: '', href: '' }])),
      ]);
    },
  });
  cms.registerWidget({ name: TEXT_OR_LINK_WIDGET, controlComponent: control });
}
