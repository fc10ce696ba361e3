import { Button } from 'antd-mobile';

/** The submit button at the foot of every calculator form. */
export function CalculateButton() {
  return (
    <Button block type="submit" color="primary" size="large">
      开始计算
    </Button>
  );
}
