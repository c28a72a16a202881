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
import { registerLimitedTextWidget } from './limitedTextWidget';
import { savedCopy } from './savedCopy';

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

/** The saved English of a previewed collection with one file per language, if the editor holds it. */
function savedEnglish(name: string, slug: string): Data | undefined {
  const { files, cases } = savedCopy;
  if (name === 'cases') return cases[defaultLocale].find((entry) => entry.id === slug)?.data;
  if (name in files) return files[name as keyof typeof files][defaultLocale] as Data;
  return undefined;
}

/**
 * What each entry's languages held at its last preview, and which language was changed last:
 * kept apart from the preview, which Decap takes down while the second column of languages is
 * open and puts up again, new, when it is closed.
 */
const previewMemory = new Map<
  string,
  { left: Locale; seen: Map<Locale, string>; edited?: Locale }
>();

/**
 * The preview shows the language being edited: in a collection whose languages share an entry
 * (the FAQ, the cases), the one whose words changed last (in either column), or the one just
 * picked for the left column.
 * Above the page it lists what the build would refuse, in the editor's words, until fixed.
 */
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
      const left = isLocale(locale) ? locale : localeOfFile(String(entry.get('path')));
      const dataOf = (language: Locale): Data | undefined => {
        const value =
          language === left ? entry.get('data') : entry.getIn(['i18n', language, 'data']);
        return value === undefined || value === null ? undefined : asData(value);
      };
      const now = new Map(
        locales.flatMap((language) => {
          const data = dataOf(language);
          return data ? [[language, JSON.stringify(data)] as const] : [];
        }),
      );
      const slug = String(entry.get('slug'));
      const key = `${name}/${slug}`;
      const memory = previewMemory.get(key);
      const changed = [...now].filter(([language, json]) => memory?.seen.get(language) !== json);
      // The writer who picks another language on the left is looking at it now.
      const edited =
        memory?.left !== left ? left : changed.length === 1 ? changed[0]?.[0] : memory.edited;
      previewMemory.set(key, { left, seen: now, ...(edited ? { edited } : {}) });
      const shown = edited && now.has(edited) ? edited : left;
      const data = dataOf(shown) ?? {};
      const english =
        shown === defaultLocale ? undefined : (dataOf(defaultLocale) ?? savedEnglish(name, slug));
      const problems = fileProblems(
        { collection: name, locale: shown, file: String(entry.get('path')), data },
        english,
      );
      const html = previewHtml(name, shown, data, slug, problems);
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

/**
 * On this machine the editor saves into the working copy (src/content/), which the running site
 * does not read: it serves its build. After each save it says so, and what to do, until closed.
 */
function registerLocalSaveNotice(backend: BackendSettings): void {
  if (backend.name !== 'proxy') return;
  decap().cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      showLocalSaveNotice(String(entry.get('path')));
      return undefined;
    },
  });
}

function showLocalSaveNotice(path: string): void {
  document.querySelector('[data-local-save-notice]')?.remove();
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.localSaveNotice = '';
  notice.style.cssText =
    'position:fixed;z-index:1000;left:16px;right:16px;bottom:16px;max-width:640px;margin:0 auto;padding:12px 16px;border-radius:8px;background:#0f172a;color:#fff;font:15px/1.5 system-ui,sans-serif;box-shadow:0 8px 24px rgb(15 23 42 / 0.3)';
  const words = document.createElement('p');
  words.style.margin = '0 0 8px';
  words.textContent = `Saved to ${path} on this computer. The local site shows it once it is built again: run \`npm run build\` in the project folder (a running \`npm start\` serves the new pages at once), or stop \`npm start\` and start it again.`;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'OK';
  close.style.cssText =
    'padding:4px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;cursor:pointer';
  close.addEventListener('click', () => notice.remove());
  notice.append(words, close);
  document.body.append(notice);
}

async function start(): Promise<void> {
  const { cms } = decap();
  for (const [format, name] of Object.entries(copyFormatNames)) {
    cms.registerCustomFormat(name, format, copyFileFormats[format as keyof typeof copyFormatNames]);
  }
  registerTextOrLinkWidget();
  registerLimitedTextWidget();
  registerPreviews();
  const settings = (await fetch('/admin/config.yml').then((answer) => answer.json())) as {
    backend: BackendSettings;
  };
  registerSaveCheck(settings.backend);
  registerLocalSaveNotice(settings.backend);
  // The sign-in window answers from the editor's own address, whichever the site has.
  cms.init({ config: { backend: { base_url: window.location.origin } } });
}

document.addEventListener('DOMContentLoaded', () => void start());
