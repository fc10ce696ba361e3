import { HomeSearch } from '../components/home-search';
import { HomeEntries } from '../components/home-entries';
import { HomeFeeds } from '../components/home-feeds';
import { HomeAccountEntry } from '../components/home-account-entry';
import '../components/home.css';

/** `/home` (kept alive): search, the entries to the tools and areas, and the content feeds. */
export function HomePage() {
  return (
    <div className="home">
      <header className="home__header">
        <h1 className="home__brand">税务通</h1>
        <p className="home__slogan">懂政策 · 会实务 · 少风险</p>
        <HomeAccountEntry />
      </header>
      <HomeSearch />
      <HomeEntries />
      <HomeFeeds />
    </div>
  );
}
