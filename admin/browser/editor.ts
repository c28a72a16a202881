import { copyCollections, type CopyCollection } from '../../shared/copy/collections';
import { defaultLocale, isLocale, locales, type Locale } from '../../shared/language/locales';
import { copyFileFormats, copyFormatNames, withoutSource } from '../copyFormats';
import { CONTENT_ROOT } from '../editorConfig';
import { previewedCollections } from '../previewedCollections';
import { decap, plain, type ImmutableValue, type PreviewProps } from './decap';
import { fileProblems, type EntryFile } from './entryCheck';
import { isPreviewed, previewHtml } from './previews';
import { readRepositoryFile, type BackendSettings } from './repositoryFiles';
import { registerTextOrLinkWidget } from './textOrLinkWidget';

/**
 * The editor's own part of /admin, loaded before decap-cms.js: the copy files' formats, the
 * previews, the text-or-link widget and the check before every save; then it starts Decap with
 * the configuration the server writes (/admin/config.yml).
 */
const collections: Record<string, CopyCollection> = copyCollections;
type Data = Record<string, unknown>;

window.CMS_MANUAL_INIT = true;

const asData = (value: unknown): Data => {
  const data = plain(value);
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? withoutSource(data as Data)
    : {};
};

/** The language of a file of a collection with one file per language: home/de.json is German. */
const localeOfFile = (path: string): Locale => {
  const name = path.split('/').pop()?.split('.')[0];
  return isLocale(name) ? name : defaultLocale;
};

function registerPreviews(): void {
  const { cms, h, createClass } = decap();
  for (const href of document.querySelectorAll<HTMLMetaElement>(
    'meta[name="preview-stylesheet"]',
  )) {
    cms.registerPreviewStyle(href.content);
  }
  const template = createClass<PreviewProps>({
    render() {
      const { entry, collection, locale } = this.props;
      const name = String(collection.get('name'));
      if (!isPreviewed(name, previewedCollections)) return null;
      const language = isLocale(locale) ? locale : localeOfFile(String(entry.get('path')));
      const html = previewHtml(
        name,
        language,
        asData(entry.get('data')),
        String(entry.get('slug')),
      );
      return h('div', { dangerouslySetInnerHTML: { __html: html } });
    },
  });
  // Decap names a file's preview after the file (here its language), a folder's after the collection.
  for (const name of [...locales, ...previewedCollections]) {
    cms.registerPreviewTemplate(name, template);
  }
}

/** The files a save writes for an entry, each with its language and its values. */
function filesOfEntry(
  name: string,
  collection: CopyCollection,
  entry: ImmutableValue,
): EntryFile[] {
  const path = String(entry.get('path'));
  if (collection.layout === 'file') {
    return [
      { collection: name, locale: localeOfFile(path), file: path, data: asData(entry.get('data')) },
    ];
  }
  if (collection.languages === 'en') {
    return [
      { collection: name, locale: defaultLocale, file: path, data: asData(entry.get('data')) },
    ];
  }
  const folder = `${CONTENT_ROOT}/${collection.folder}`;
  const fileName = path.slice(folder.length + 1);
  return locales.map((locale) => ({
    collection: name,
    locale,
    file: `${folder}/${locale}/${fileName}`,
    data: asData(
      locale === defaultLocale ? entry.get('data') : entry.getIn(['i18n', locale, 'data']),
    ),
  }));
}

async function englishOf(
  collection: CopyCollection,
  files: readonly EntryFile[],
  backend: BackendSettings,
): Promise<Data | undefined> {
  const english = files.find((file) => file.locale === defaultLocale);
  if (english) return english.data;
  const path = `${CONTENT_ROOT}/${collection.folder}/${defaultLocale}.${collection.format}`;
  const text = await readRepositoryFile(backend, path);
  return text === undefined
    ? undefined
    : withoutSource(copyFileFormats[collection.format].fromFile(text));
}

/** Refuses a save the build would refuse, with the build's own words. */
function registerSaveCheck(backend: BackendSettings): void {
  decap().cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const name = String(entry.get('collection'));
      const collection = collections[name];
      if (!collection) return undefined;
      const files = filesOfEntry(name, collection, entry);
      const english = await englishOf(collection, files, backend);
      const problems = files.flatMap((file) => fileProblems(file, english));
      if (problems.length > 0) throw new Error(problems.join('\n'));
      return undefined;
    },
  });
}

async function start(): Promise<void> {
  const { cms } = decap();
  for (const [format, name] of Object.entries(copyFormatNames)) {
    cms.registerCustomFormat(name, format, copyFileFormats[format as keyof typeof copyFormatNames]);
  }
  registerTextOrLinkWidget();
  registerPreviews();
  const settings = (await fetch('/admin/config.yml').then((answer) => answer.json())) as {
    backend: BackendSettings;
  };
  registerSaveCheck(settings.backend);
  // The sign-in window answers from the editor's own address, whichever the site has.
  cms.init({ config: { backend: { base_url: window.location.origin } } });
}

document.addEventListener('DOMContentLoaded', () => void start());
