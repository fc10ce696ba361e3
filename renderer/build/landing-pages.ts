/**
 * The pages people land on from outside: a shared article, a Q&A or news link, the
 * calculator. The JS budget test and `npm run bench` measure each; the accessibility e2e test
 * checks each. `module` is the page's module under renderer/src (its chunk is what the route's
 * lazy page loads); `area` the feature whose route module the router discovers first.
 */
export type LandingPage = {
  /** Route path under /app as a user opens it; `{previewToken}` and `{wageForm}` are filled in at run time. */
  url: string;
  area: string;
  module: string;
  /** Measured by Lighthouse in the default bench run (one page per kind; the others share its code). */
  lighthouse: boolean;
  /** JS budget as a multiple of React + react-dom + react-router alone. */
  budget: number;
};

/** JS to first render against React + react-dom + react-router alone: home stays where it is. */
export const JS_BUDGET = { home: 1.6, landing: 1.8, maxFiles: 20 } as const;

/**
 * The areas of the content people share as links (articles, Q&A and topics, news, the
 * calculator, the agreements). index.html carries their page tables, so a shared link's files and
 * first read start with the entry's, not one table's trip later (build/preload-route-area.ts).
 */
export const SHARED_LINK_AREAS = ['article', 'qa', 'news', 'calculator', 'legal'] as const;

/** index.html's largest gzip size: one TCP initial window (10 segments of 1,460 bytes), less room for the headers. */
export const INDEX_HTML_GZIP_BUDGET = 12 * 1024;

const page = (url: string, area: string, module: string, lighthouse = false): LandingPage => ({
  url,
  area,
  module: `features/${area}/pages/${module}.tsx`,
  lighthouse,
  budget: area === 'home' ? JS_BUDGET.home : JS_BUDGET.landing,
});

export const LANDING_PAGES: readonly LandingPage[] = [
  page('/app/home', 'home', 'home-page', true),
  page('/app/article/detail/1', 'article', 'articled-detail-page', true),
  page('/app/article/share/1', 'article', 'article-share-page', true),
  page('/app/v1/article/detail/1', 'article', 'v1-article-detail-page'),
  page('/app/v1/article/share/1', 'article', 'v1-article-share-page'),
  page('/app/v2/article/detail/1', 'article', 'v2-article-detail-page'),
  page('/app/v2/article/share/1', 'article', 'v2-article-share-page'),
  page('/app/v2/article/personal/217', 'article', 'v2-article-personal-page'),
  page('/app/v2/article/personal/app/217', 'article', 'v2-article-personal-app-page'),
  page('/app/v3/article/detail/1', 'article', 'v3-article-detail-page'),
  page('/app/v3/article/personal/app/217', 'article', 'v3-article-personal-app-page'),
  page('/app/article/preview?token={previewToken}', 'article', 'article-preview-page'),
  page('/app/v3/article/preview?token={previewToken}', 'article', 'v3-article-preview-page', true),
  page('/app/qa/detail/1', 'qa', 'qa-detail-page', true),
  page('/app/qa/detail/h5/1', 'qa', 'qa-detail-h5-page'),
  page('/app/v1/qa/detail/h5/1', 'qa', 'v1-qa-detail-h5-page'),
  page('/app/topic/detail/h5/1', 'qa', 'topic-detail-h5-page', true),
  page('/app/news/list/202512', 'news', 'news-list-page', true),
  page('/app/news/list/h5/202512', 'news', 'news-list-h5-page'),
  page('/app/news/detail/1', 'news', 'news-detail-page', true),
  page('/app/news/detail/h5/1', 'news', 'news-detail-h5-page'),
  page('/app/news/monthly', 'news', 'news-monthly-page', true),
  page('/app/agreement', 'legal', 'agreement-page', true),
  page('/app/cecurity', 'legal', 'cecurity-page'),
  page('/app/calculator', 'calculator', 'calculator-page', true),
  page('/app/calculator/wage/month/{wageForm}', 'calculator', 'calculator-result-page', true),
  page('/app/calculator/wage/year/{wageYearForm}', 'calculator', 'calculator-result-page'),
  page('/app/calculator/awards/year/{awardsYearForm}', 'calculator', 'calculator-result-page'),
  page(
    '/app/calculator/awards/service/{awardsServiceForm}',
    'calculator',
    'calculator-result-page',
  ),
  page('/app/calculator/awards/recoup/{awardsRecoupForm}', 'calculator', 'calculator-result-page'),
  page('/app/city', 'calculator', 'city-page', true),
  page('/app/questionnaire/mng', 'questionnaire', 'questionnaire-mng-page', true),
  page('/app/v2/live/detail/4', 'live', 'v2-live-detail-page', true),
  page('/app/integral/mall', 'integral', 'integral-mall-page', true),
  page('/app/member/center', 'member', 'member-center-page', true),
  page('/app/activity/1', 'activity', 'activity-page', true),
];

/** Sample inputs of the calculator's result URLs (the `:form` param: versioned JSON in base64url, amounts in cents). */
const RESULT_FORMS: Record<string, object> = {
  wageForm: {
    v: 1,
    city: '深圳',
    wage: 3_000_000,
    insurance: 450_000,
    annex: 200_000,
    annexForYear: 0,
    other: 0,
    startMonth: 1,
    firstJob: false,
  },
  wageYearForm: {
    v: 1,
    wages: 36_000_000,
    labour: 0,
    author: 0,
    royalty: 0,
    special: 5_400_000,
    annex: 2_400_000,
    other: 0,
    pension: 0,
  },
  awardsYearForm: { v: 1, bonus: 3_600_100, insurance: 0, annex: 0 },
  awardsServiceForm: { v: 1, income: 200_000 },
  awardsRecoupForm: {
    v: 1,
    city: '深圳',
    compensation: 30_000_000,
    averageWage: 1_200_000,
    insurancePaid: 0,
  },
};

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The page's URL with its placeholders filled: a draft's preview token (from the mock API) and the sample forms. */
export function landingUrl(landing: LandingPage, previewToken: string): string {
  return landing.url.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'previewToken') return previewToken;
    const form = RESULT_FORMS[name];
    if (!form) throw new Error(`landing page ${landing.url}: unknown placeholder ${name}`);
    return base64Url(JSON.stringify(form));
  });
}
