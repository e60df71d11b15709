import { Icon, type IconProps } from '../../../shared/ui/icons.tsx';

export const PaperclipIcon = ({ size = 20, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15.5 7" />
  </Icon>
);

export const SendIcon = ({ size = 20, ...p }: IconProps) => (
  <Icon size={size} {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z" />
  </Icon>
);
