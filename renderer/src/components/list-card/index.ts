// The list-card classes style every content list row (home feeds, keyword results), not only ArticleCard.
import './list-card.css';

export { ArticleCard } from './article-card';
