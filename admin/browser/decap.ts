/**
 * The parts of Decap CMS's browser API the editor uses (decap-cms.js sets `window.CMS`, and
 * `window.h`/`window.createClass` for widgets and previews made with its own React).
 */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

export interface FileFormat {
  fromFile(text: string): object;
  toFile(data: object): string;
}

export interface PreviewProps {
  entry: ImmutableValue;
  collection: ImmutableValue;
  /** The language shown, in a collection translated field by field. */
  locale?: string;
}

export interface WidgetProps {
  value: unknown;
  onChange(value: unknown): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

export type CreateElement = (
  type: string | object,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/** A component class: `render`, and for a widget `isValid`, with its own fields beside `props`. */
export type CreateClass = <Props, Own extends object = object>(
  spec: { render(): unknown; isValid?(): unknown } & ThisType<{ props: Props } & Own>,
) => object;

export interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: object): void;
  registerWidget(widget: {
    name: string;
    controlComponent: object;
    /** The widget takes an object value itself (not one of its keys). */
    allowMapValue?: boolean;
  }): void;
  registerEventListener(listener: {
    name: 'preSave' | 'postSave';
    handler: (event: { entry: ImmutableValue }) => Promise<undefined> | undefined;
  }): void;
  registerCustomFormat(name: string, extension: string, format: FileFormat): void;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    h?: CreateElement;
    createClass?: CreateClass;
  }
}

/** Decap's globals, once decap-cms.js has run. */
export function decap(): { cms: DecapCms; h: CreateElement; createClass: CreateClass } {
  const { CMS: cms, h, createClass } = window;
  if (!cms || !h || !createClass) throw new Error('decap-cms.js has not loaded.');
  return { cms, h, createClass };
}

/** A value as plain data: Decap holds objects and lists as Immutable collections. */
export const plain = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value;
