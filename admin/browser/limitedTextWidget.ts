import { tooLong } from '../../shared/copy/schemas';
import { LIMITED_TEXT_WIDGET } from '../editorFields';
import { decap, type ImmutableValue, type WidgetProps } from './decap';

/**
 * A text with a most length (shared/copy/schemas.ts's `upTo`): a line or a text area with a count
 * under it as the writer types ("34 of 80 characters"), which turns red with the schema's own
 * words past the limit ("At most 80 characters; this has 304."). Such a text cannot be saved:
 * Decap marks the field with the same words, and the first such field scrolls into view.
 */
type LimitedTextProps = WidgetProps & {
  field: ImmutableValue;
  /** Decap's check of this field, run again as the writer types so its mark goes once fixed. */
  validate?: () => void;
};

/** Only the first field refused by one save scrolls into view. */
let scrolledForThisSave = false;

export function registerLimitedTextWidget(): void {
  const { cms, h, createClass } = decap();
  const control = createClass<LimitedTextProps, { element?: HTMLElement }>({
    isValid() {
      const max = Number(this.props.field.get('max_length'));
      const length = textOf(this.props.value).trim().length;
      if (length <= max) return true;
      if (!scrolledForThisSave) {
        scrolledForThisSave = true;
        setTimeout(() => (scrolledForThisSave = false));
        this.element?.scrollIntoView({ block: 'center' });
        this.element?.focus({ preventScroll: true });
      }
      return { error: { type: 'CUSTOM', message: tooLong(max, length) } };
    },
    render() {
      const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } =
        this.props;
      const max = Number(field.get('max_length'));
      const current = textOf(value);
      const over = current.trim().length > max;
      const countId = `${forID}-count`;
      return h('div', null, [
        h(field.get('multiline') ? 'textarea' : 'input', {
          key: 'text',
          id: forID,
          ref: (element: HTMLElement | null) => {
            if (element) this.element = element;
          },
          className: classNameWrapper,
          value: current,
          rows: field.get('multiline') ? 3 : undefined,
          'aria-describedby': countId,
          'aria-invalid': over || undefined,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          onChange: (event: { target: { value: string } }) => {
            onChange(event.target.value);
            // Once Decap has marked the field, its mark follows the text.
            setTimeout(() => this.props.validate?.());
          },
        }),
        h(
          'p',
          {
            key: 'count',
            id: countId,
            'aria-live': 'polite',
            style: {
              margin: '0.4em 0 0',
              fontSize: '0.85em',
              color: over ? '#b91c1c' : '#4b5563',
              fontWeight: over ? 600 : 400,
            },
          },
          over
            ? tooLong(max, current.trim().length)
            : `${current.trim().length} of ${max} characters`,
        ),
      ]);
    },
  });
  cms.registerWidget({ name: LIMITED_TEXT_WIDGET, controlComponent: control });
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
