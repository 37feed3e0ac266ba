export { IssueSidebar, type IssueSidebarProps } from './IssueSidebar';
