import type { Rolldown } from 'vite';

/** React, its DOM renderer and the router: on every page, together in one file. */
const REACT_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * The shared pieces of every list page (cards, states, pull and load more, number and date
 * formatting, the paged list hook, response shapes): one chunk instead of ten that each list page
 * loads anyway. Only what lists use: the article pages' document-number parsing stays theirs. The
 * list feeds' shape modules by name: another area's (exam-shapes imports the page kit's envelope)
 * would pull the page kit into every list page. The never-negative money schemas and the client key
 * schema go with them: the shapes build on them at load, and in a chunk of their own they would
 * import zod from the list kit while the list kit imports them (a cycle: one runs before the other).
 */
const LIST_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/](list-card|states|pull-refresh|load-more|tab-bar)[\\/]|lib[\\/]format[\\/](number|date)\.ts|lib[\\/]hooks[\\/]use-paged-list|lib[\\/]http[\\/]api-error|lib[\\/](config|app-version)\.ts|contracts[\\/]sites\.ts|contracts[\\/]api[\\/]((article|qa|news|live|envelope|money)-shapes|client-key)\.ts)/;

/**
 * zod's core and its mini schemas, which the list kit's response shapes are built with: every page
 * checks its responses, so they travel with the list kit in one file.
 */
const ZOD_SCHEMA_MODULES =
  /node_modules[\\/]zod[\\/]v4[\\/](core[\\/](util|core|errors|parse|regexes|checks|versions|schemas|api)|mini[\\/]schemas)\.js$/;

/**
 * The HTTP client every page calls (axios and the app's client around it) and the home feed's
 * fetcher, which the entry hints on every page: one file, not two (`axios` also names the build's
 * stand-ins for axios's unused parts). Not part of the list kit: the client imports the entry's
 * session store, and the entry imports the list kit.
 */
const HTTP_KIT_MODULES =
  /axios|renderer[\\/]src[\\/](lib[\\/]http[\\/](create-http|deadline|first-read-global|parse-data|index)\.ts|lib[\\/]api[\\/]call-endpoint\.ts|features[\\/]home[\\/]api[\\/]home-api\.ts)/;

/**
 * What the reading pages (article, Q&A, topic, news, agreements) share beyond the list kit: the page
 * frame and its icons, the light button, tag and avatar, the open-in-app banner, sharing, the
 * request hook, the after-paint scheduler of secondary reads, the sanitiser's loader, the login
 * gate and the bridge's error codes, the response envelope. Every page but home loads it; nothing
 * home's first screen uses (home would download it all).
 */
const PAGE_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/](page-frame|icons[\\/]|button[\\/]|tag[\\/]|avatar[\\/]|open-app-banner[\\/]|missing-redirect|login-required)|lib[\\/](share[\\/]|hooks[\\/]use-request|open-app|bridge[\\/]bridge-error|idle[\\/](after-next-paint|yield-to-main)|auth[\\/]index\.ts|html[\\/]load-sanitizer)|contracts[\\/](api[\\/]envelope|bridge-constants)\.ts)|node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]coerce/;

/**
 * Modules of one area: `features/<area>/<inside>` (`inside` with forward slashes) and, with
 * `contract`, the area's own contract module (`contracts/api/<area>.ts`), its calls' declarations.
 */
function areaModules(
  area: string,
  inside: string,
  { contract = false } = {},
): (id: string) => boolean {
  const ownContract = contract ? `|contracts/api/${area}\\.ts` : '';
  const pattern = new RegExp(`/renderer/src/(features/${area}/(${inside})${ownContract})$`);
  return (id) => pattern.test(id.replace(/\\/g, '/'));
}

/**
 * The article area: its routes, every variant's page (each a few lines around the same screen), the
 * screen and its calls. One file, not five per shared article. Not the parts that load after the
 * first paint (document-number linking), nor the keyword and missing-article pages (lists of articles).
 */
const ARTICLE_AREA = areaModules(
  'article',
  '(?!lib/doc-number-links|components/(keyword-articles|article-empty)|pages/(article-empty|v\\d-article-word)).*',
);

/**
 * What a shared question or topic opens: the Q&A routes, the question and topic pages, their views
 * and the Q&A calls. Not the asking and editing pages (an editor, a diff).
 */
const QA_AREA = areaModules(
  'qa',
  'routes\\.tsx|pages/(qa-detail|qa-detail-h5|v1-qa-detail-h5|topic-detail-h5)-page\\.tsx|components/(qa-detail-view|answer-card|expert-line|qa-list)\\.tsx|components/qa\\.css|api/qa-api\\.ts',
  { contract: true },
);

/** The news area whole: its lists, article and monthly issue are small and all shared. */
const NEWS_AREA = areaModules('news', '.*', { contract: true });

/** The agreements: routes, the two agreement pages and the document view. Not the complaint form. */
const LEGAL_AREA = areaModules(
  'legal',
  'routes\\.tsx|pages/(agreement|cecurity)-page\\.tsx|components/(static-doc\\.tsx|legal\\.css)',
);

/**
 * What the calculator's form and the result page share: the routes and the modes they are built
 * from, the tax tables and the money arithmetic, the form's codec in the address, and the result
 * frame with its rows and chart. Not the form itself (the result page never shows it) nor the
 * result page. The city picker downloads it too (3 KB it does not run): it formats money with the
 * same module. The modes go with the routes: in a chunk of their own they would import the kit
 * while the kit's routes import them (a cycle: one runs before the other).
 */
const CALCULATOR_KIT = areaModules(
  'calculator',
  'routes\\.tsx|lib/calc-modes\\.ts|calculator\\.css|engine/(money|tables|tax-on-table|monthly-wage)\\.ts|lib/form-codec\\.ts|hooks/use-scroll-top\\.ts|components/(invalid-form|result-frame|recalculate-button|result-rows|result-headline|money-chart)\\.tsx|components/tax-outcome-rows\\.ts',
);

/**
 * The small pieces the competition's home and answering screens both load: the exam id, the
 * single-flight guard, the exam calls and the attempt memo, the countdown's warnings. One file
 * instead of five (each sub-kilobyte file costs a phone a round trip). Not the reward shapes: the
 * questionnaire's landing page shares them, and would then download the exam calls too.
 */
const QUIZ_KIT_MODULES =
  /renderer[\\/]src[\\/](components[\\/]quiz[\\/](exam-id|use-single-flight)|features[\\/]exam[\\/](lib[\\/]attempt-memo|api[\\/]exam-api|answer[\\/]countdown-warnings))/;

/**
 * vite.config's code splitting: fewer, larger files for what first screens need. Each small file
 * costs a phone a request (HTTP/1.1 runs six at a time) and compresses worse on its own. A group
 * holds only the modules its test names (not their dependencies), so a page never downloads
 * another area's code through it.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: REACT_MODULES, priority: 20 },
  {
    name: 'list-kit',
    test: (id) => LIST_KIT_MODULES.test(id) || ZOD_SCHEMA_MODULES.test(id),
    priority: 10,
    includeDependenciesRecursively: false,
  },
  { name: 'http-kit', test: HTTP_KIT_MODULES, priority: 9, includeDependenciesRecursively: false },
  { name: 'page-kit', test: PAGE_KIT_MODULES, priority: 8, includeDependenciesRecursively: false },
  { name: 'article-area', test: ARTICLE_AREA, priority: 7, includeDependenciesRecursively: false },
  { name: 'qa-area', test: QA_AREA, priority: 7, includeDependenciesRecursively: false },
  { name: 'news-area', test: NEWS_AREA, priority: 7, includeDependenciesRecursively: false },
  { name: 'legal-area', test: LEGAL_AREA, priority: 7, includeDependenciesRecursively: false },
  {
    name: 'calculator-kit',
    test: CALCULATOR_KIT,
    priority: 7,
    includeDependenciesRecursively: false,
  },
  { name: 'quiz-kit', test: QUIZ_KIT_MODULES, priority: 6, includeDependenciesRecursively: false },
];
