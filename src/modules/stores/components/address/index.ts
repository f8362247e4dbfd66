export { AddressEditorButton, type AddressEditorButtonProps } from "./address-editor-button";
export { AddressEditorDialog, type AddressEditorDialogProps } from "./address-editor-dialog";
