import { Link } from 'react-router';
import type { City } from '../data/cities';

/** The chosen city; tapping it opens /city. */
export function CityField({ city }: { city: City }) {
  return (
    <Link
      to="/city"
      className="calc-field calc-field__row calc-city-link"
      aria-label={`所在城市 ${city.name}，点击切换`}
    >
      <span className="calc-field__label">所在城市</span>
      <span className="calc-city-link__value">{city.name}</span>
    </Link>
  );
}
