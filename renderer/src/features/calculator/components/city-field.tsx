import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { City } from '../data/cities';

/** The chosen city; tapping it opens /city. */
export function CityField({ city }: { city: City }) {
  const navigate = useNavigate();
  return (
    <List.Item clickable onClick={() => navigate('/city')} extra={city.name} aria-label={`所在城市 ${city.name}，点击切换`}>
      所在城市
    </List.Item>
  );
}
