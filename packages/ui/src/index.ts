// @app/ui: the design base (shadcn/ui names and APIs). No data fetching here.
export { cn } from './lib/cn';
export * from './icons';
export { BadgeIcon } from './badge-icon';

export { Button, buttonVariants } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, ButtonVariantOptions } from './button';
export { Input, inputClasses } from './input';
export { Textarea } from './textarea';
export { Label } from './label';
export { Checkbox } from './checkbox';
export { FormField, FieldError, getFieldControlProps, fieldErrorId, fieldHintId } from './form-field';
export type { FormFieldProps, FieldControlOptions } from './form-field';

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card';
export type { CardTitleProps } from './card';
export { Badge, badgeVariants } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
export { AffiliateBadge, affiliateBadgeColours, OTHER_AFFILIATE_COLOURS } from './affiliate-badge';
export type { AffiliateBadgeProps } from './affiliate-badge';
export { Skeleton } from './skeleton';
export { Alert, AlertTitle, AlertDescription } from './alert';
export type { AlertProps, AlertVariant } from './alert';
export { Spinner, LoadingScreen } from './spinner';
export type { SpinnerProps, LoadingScreenProps } from './spinner';
export { Separator } from './separator';
export { LiveRegion, useAnnouncement } from './live-region';
export { useFocusAfterRender } from './lib/focus-after-render';
export { Table, TableHeader, TableBody, TableFooter, TableRow, TableHead, TableCell, TableCaption } from './table';

export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
} from './dialog';
export type { DialogContentProps } from './dialog';
export { InnerLayersProvider, useInnerLayer, useInnerLayerStack } from './inner-layers';
export type { InnerLayers } from './inner-layers';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogPortal,
  AlertDialogOverlay,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
  QuestionDialog,
} from './alert-dialog';
export { Sheet, SheetTrigger, SheetClose, SheetPortal, SheetOverlay, SheetContent, SheetHeader, SheetFooter, SheetTitle, SheetDescription } from './sheet';
export type { SheetContentProps, SheetSide } from './sheet';

export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs';
export {
  Select,
  SelectGroup,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectLabel,
  SelectItem,
  SelectSeparator,
  SelectScrollUpButton,
  SelectScrollDownButton,
} from './select';
export { LabeledSelect } from './labeled-select';
export type { LabeledSelectOption, LabeledSelectProps } from './labeled-select';
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } from './tooltip';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './accordion';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuPortal,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubTrigger,
  DropdownMenuSubContent,
} from './dropdown-menu';
export type { DropdownMenuItemProps } from './dropdown-menu';

export { ToastProvider, ToastViewport, Toast, ToastAction, ToastClose, ToastTitle, ToastDescription } from './toast';
export type { ToastProps } from './toast';
export { Toaster } from './toaster';
export { DeferredToaster } from './deferred-toaster';
export {
  toast,
  useToast,
  reducer as toastReducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_DURATION,
  ERROR_TOAST_DURATION,
  defaultToastDuration,
} from './use-toast';
export type { ToastOptions, ToasterToast, ToastVariant, ToastActionElement } from './use-toast';
