export { Dialog, Drawer, BottomSheet, type DialogProps, type DrawerProps } from './Dialog';
