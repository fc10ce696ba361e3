import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  color?: 'default' | 'primary' | 'danger';
  fill?: 'solid' | 'outline' | 'none';
  size?: 'mini' | 'small' | 'middle' | 'large';
  block?: boolean;
  shape?: 'default' | 'rounded';
  /** Busy: disabled, and says so to screen readers. */
  loading?: boolean;
};

/**
 * A button with antd-mobile's look and the props its pages use, as a plain `<button>`: the pages
 * people land on show one on their first screen, and antd-mobile's Button brings its runtime along.
 */
export function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  block,
  shape = 'default',
  loading,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'app-button',
    `app-button--${color}`,
    `app-button--${fill}`,
    `app-button--${size}`,
    block ? 'app-button--block' : '',
    shape === 'rounded' ? 'app-button--rounded' : '',
    className ?? '',
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
