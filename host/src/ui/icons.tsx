// The one icon set lives in shared/ui. /login must not load the whole shared/ui index for a few icons, and
// shared/package.json exports no `shared/ui/icon` entry yet, so the host bundles that one small file directly.
// With a `"./ui/icon"` export this becomes `export { Icon, type IconName } from 'shared/ui/icon';`.
export { Icon, type IconName, type IconProps } from '../../../shared/src/ui/icon';
