import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * A paged list (home feeds, area lists): its cards, the pages the app asked the API for (from the
 * page's request log), and scrolling to its end, which loads the next page.
 */
export class PagedList {
  /** The `page` query values asked for, in order. */
  readonly pagesAsked: string[] = [];
  private readonly pending = new Set<Request>();

  /**
   * @param cards the list's cards
   * @param endpoint the API path the list reads (`/article/list`); each request's `page` is logged
   */
  constructor(
    private readonly page: Page,
    readonly cards: Locator,
    endpoint: string,
  ) {
    const isList = (request: Request) => new URL(request.url()).pathname.endsWith(endpoint);
    page.on('request', (request) => {
      if (!isList(request)) return;
      this.pending.add(request);
      this.pagesAsked.push(new URL(request.url()).searchParams.get('page') ?? '');
    });
    const done = (request: Request) => this.pending.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Scrolls the list's end (its 加载中… line) into view, which asks for the next page. */
  async scrollToEnd(): Promise<void> {
    await this.page.getByText('加载中…').scrollIntoViewIfNeeded();
  }

  /**
   * Waits until no page of the list is on its way, and the app has had two frames to react to what
   * arrived (its end-of-list observer asks for the next page within them, if it is going to).
   */
  async settle(): Promise<void> {
    await expect.poll(() => this.pending.size).toBe(0);
    await this.page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    await expect.poll(() => this.pending.size).toBe(0);
  }
}
