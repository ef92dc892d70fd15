// Action icons any page may use (add, move, delete, edit, search), at the catalogue's 18px; the drawings
// are in the sprite (icons.svg).
import { SvgIcon } from "./svg-icon";

export const PlusIcon = () => <SvgIcon name="plus" size={18} />;
export const UpIcon = () => <SvgIcon name="up" size={18} />;
export const DownIcon = () => <SvgIcon name="down" size={18} />;
export const TrashIcon = () => <SvgIcon name="trash" size={18} />;
export const EditIcon = () => <SvgIcon name="edit" size={18} />;
export const SearchIcon = () => <SvgIcon name="search" size={18} />;
