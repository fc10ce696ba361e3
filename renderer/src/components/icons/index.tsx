import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/**
 * Small line icons drawn inline for the pages people land on: antd-mobile-icons costs a chunk and
 * 1–5 KB per icon. Decorative (aria-hidden): the control that holds one carries the name.
 */
function Icon({ size = '1em', paths, ...rest }: IconProps & { paths: string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const BackIcon = (props: IconProps) => <Icon paths={['M15 4 7 12l8 8']} {...props} />;
export const ShareIcon = (props: IconProps) => (
  <Icon
    paths={['M12 15V3', 'm7 8 5-5 5 5', 'M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6']}
    {...props}
  />
);
export const HeartIcon = (props: IconProps) => (
  <Icon
    paths={['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z']}
    {...props}
  />
);
export const StarIcon = (props: IconProps) => (
  <Icon
    paths={['m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z']}
    {...props}
  />
);
export const FileIcon = (props: IconProps) => (
  <Icon
    paths={['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5']}
    {...props}
  />
);
export const NoticeIcon = (props: IconProps) => (
  <Icon paths={['M4 9v6h4l5 4V5L8 9z', 'M17 9a4 4 0 0 1 0 6']} {...props} />
);
